import type { ReactNode } from "react";
import type { Id, toast as Toast, TypeOptions } from "react-toastify";
import { instanceOf, newInstance, toastIdOf } from "./toast-instances";
import { withToastify, withToastifyIfUsed } from "./toast-library";
import { belongToScreen } from "./toast-screens";

/**
 * The one module that shows toasts. Screens call `notify.*`; nothing else imports react-toastify
 * (AppToastContainer, beside this file, is the display). react-toastify 11 injects its own CSS, so
 * none is imported; the theme overrides live in styles/app.css. The library loads after the first
 * paint (toast-library.ts): a toast asked for before then shows once it has loaded. Each toast
 * belongs to the screen shown when it is raised and goes when the router leaves it; one meant for
 * the screen a move is about to show is raised with `notify.forNextScreen.*` (toast-screens.ts).
 */

/** Fixed ids from product-spec.md section 9: a toast with one of these never shows twice at once. */
export const TOAST_IDS = {
  profileImageUpload: "profile-image-upload-toast",
  paySuccess: "pay-success-toast",
  modifyCart: "modify-cart-toast",
} as const;

export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * The class of a spinner toast. It takes no taps (styles/app.css): it has nothing to press, and it
 * slides in and out over the screen's bottom buttons, where a tap on it was lost («weiter» in an
 * exam, session 13's stress run).
 */
export const PENDING_TOAST_CLASS = "toast-pending";

export type NotifyOptions = { id?: string };
type Kind = Exclude<TypeOptions, "default"> | "default";

export type PendingToast = {
  /** The toast's id (the one given, so it can be dismissed elsewhere). */
  id: Id;
  success: (message: ReactNode) => void;
  error: (message: ReactNode) => void;
  info: (message: ReactNode) => void;
  dismiss: () => void;
};

// Errors and warnings interrupt a screen reader; the rest wait their turn.
function roleOf(kind: Kind): string {
  return kind === "error" || kind === "warning" ? "alert" : "status";
}

/** Toasts on screen at once (product-spec.md section 9). */
const MAX_SHOWN = 3;
/** The toasts shown by this module, oldest first, while they may still be on screen. */
let shownOrder: Id[] = [];
/** Ids of toasts shown without one. */
let unnamed = 0;

/**
 * Makes room for one more: at most MAX_SHOWN at once, the oldest going first. There is no waiting
 * line: the library's `limit` keeps one, and a toast dismissed while it waited there (a pending one,
 * or one of a screen already left) would still show later, a pending one for good.
 */
function makeRoom(toast: typeof Toast): void {
  shownOrder = shownOrder.filter((id) => toast.isActive(id));
  while (shownOrder.length >= MAX_SHOWN) {
    const oldest = shownOrder.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
}

/**
 * Shows `message` as `kind` under `id` (a fixed id, or none), once the library has loaded (calls
 * keep their order): the toast showing for a fixed id is changed in place, so it never shows twice;
 * otherwise a new toast comes, with room made for it. `loading`: a spinner that does not close.
 */
function present(id: string, fixed: boolean, kind: Kind, message: ReactNode, loading = false): void {
  withToastify(({ toast }) => {
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
    makeRoom(toast);
    const toastId = fixed ? newInstance(id) : id;
    if (loading) toast.loading(message, { toastId, role: roleOf(kind), className: PENDING_TOAST_CLASS });
    else toast(message, { toastId, type: kind, role: roleOf(kind) });
    shownOrder.push(toastId);
  });
}

function show(kind: Kind, message: ReactNode, { id }: NotifyOptions = {}, forNextScreen = false): Id {
  const key = id ?? `toast-${++unnamed}`;
  present(key, id !== undefined, kind, message);
  return belongToScreen(key, forNextScreen);
}

function pending(message: ReactNode, { id }: { id: string }): PendingToast {
  belongToScreen(id);
  present(id, true, "default", message, true);
  const settle = (kind: Kind) => (next: ReactNode) => present(id, true, kind, next);
  return {
    id,
    success: settle("success"),
    error: settle("error"),
    info: settle("info"),
    dismiss: () => withToastifyIfUsed(({ toast }) => toast.dismiss(toastIdOf(id))),
  };
}

export const notify = {
  default: (message: ReactNode, options?: NotifyOptions) => show("default", message, options),
  success: (message: ReactNode, options?: NotifyOptions) => show("success", message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show("info", message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show("warning", message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show("error", message, options),
  /** A spinner toast for work in progress; settle it with `.success()` / `.error()`. */
  pending,
  /**
   * For the screen a move is about to show, not this one: raise it, then navigate or redirect
   * («رمز عبور تغییر کرد», then the login). Any other toast goes when its screen is left.
   */
  forNextScreen: {
    success: (message: ReactNode, options?: NotifyOptions) => show("success", message, options, true),
    info: (message: ReactNode, options?: NotifyOptions) => show("info", message, options, true),
    error: (message: ReactNode, options?: NotifyOptions) => show("error", message, options, true),
  },
  dismiss: (id?: string) =>
    withToastifyIfUsed(({ toast }) => toast.dismiss(id === undefined ? undefined : toastIdOf(id))),
};
