import type { ReactNode } from "react";
import { type CloseButtonProps, type Id, Slide, ToastContainer, toast } from "react-toastify";
import { fa } from "../i18n/fa";
import { Icon } from "./icon";
import { type Kind, PENDING_TOAST_CLASS, TOAST_AUTO_CLOSE_MS } from "./toast-constants";
import { instanceOf, newInstance } from "./toast-instances";

/**
 * What shows toasts once react-toastify has loaded (toast-library.ts loads this module with it,
 * after the first paint): the library's `toast`, the display, and how a toast is put on screen.
 * Screens never import it; they call `notify.*` (toasts.ts, which the entry holds).
 */

export { toast };

// Errors and warnings interrupt a screen reader; the rest wait their turn.
function roleOf(kind: Kind): "alert" | "status" {
  return kind === "error" || kind === "warning" ? "alert" : "status";
}

/** Toasts on screen at once (product-spec.md section 9). */
const MAX_SHOWN = 3;
/** The toasts shown here, oldest first, while they may still be on screen. */
let shownOrder: Id[] = [];

/**
 * Makes room for one more: at most MAX_SHOWN at once, the oldest going first. There is no waiting
 * line: the library's `limit` keeps one, and a toast dismissed while it waited there (a pending one,
 * or one of a screen already left) would still show later, a pending one for good.
 */
function makeRoom(): void {
  shownOrder = shownOrder.filter((id) => toast.isActive(id));
  while (shownOrder.length >= MAX_SHOWN) {
    const oldest = shownOrder.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
}

/**
 * Shows `message` as `kind` under `id` (a fixed id, or none): the toast showing for a fixed id is
 * changed in place, so it never shows twice; otherwise a new toast comes, with room made for it.
 * `loading`: a spinner that does not close.
 */
export function present(id: string, fixed: boolean, kind: Kind, message: ReactNode, loading = false): void {
  const showing = fixed ? instanceOf(id) : undefined;
  if (showing !== undefined && toast.isActive(showing)) {
    toast.update(showing, {
      render: message,
      type: kind,
      role: roleOf(kind),
      // Resets what toast.loading switched off (or switches it on), so the container's defaults apply.
      isLoading: loading ? true : null,
      autoClose: loading ? false : null,
      closeOnClick: loading ? false : null,
      closeButton: loading ? false : null,
      draggable: loading ? false : null,
      // "" falls back to the container's (none): a settled toast takes taps again.
      className: loading ? PENDING_TOAST_CLASS : "",
    });
    return;
  }
  // One not on screen yet (asked for before the container was there) or leaving: it goes.
  if (showing !== undefined) toast.dismiss(showing);
  makeRoom();
  const toastId = fixed ? newInstance(id) : id;
  if (loading) toast.loading(message, { toastId, role: roleOf(kind), className: PENDING_TOAST_CLASS });
  else toast(message, { toastId, type: kind, role: roleOf(kind) });
  shownOrder.push(toastId);
}

// react-toastify's own close button is labelled "close" in English.
const closeButton = ({ closeToast }: CloseButtonProps) => (
  <button
    type="button"
    aria-label={fa.close}
    onClick={(event) => {
      event.stopPropagation();
      closeToast(true);
    }}
    className="-my-1 ms-2 inline-flex size-9 shrink-0 items-center justify-center self-start rounded-full text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700"
  >
    <Icon name="close" className="size-5" />
  </button>
);

/**
 * The app's notification display (product-spec.md section 9): at most 3 at once (makeRoom: the
 * oldest goes), 3 s, bottom centre, right to left; each toast pauses on hover and when the window
 * loses focus, and is dismissed by dragging it 80 % of its width.
 */
export function ToastDisplay() {
  return (
    <ToastContainer
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="bottom-center"
      rtl
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick
      closeButton={closeButton}
      transition={Slide}
      theme="light"
      aria-label={fa.notifications}
    />
  );
}
