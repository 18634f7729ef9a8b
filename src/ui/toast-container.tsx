import { useSyncExternalStore } from "react";
import type { CloseButtonProps } from "react-toastify";
import { fa } from "../i18n/fa";
import { Icon } from "./icon";
import { loadedToastify, onToastifyLoaded } from "./toast-library";
import { TOAST_AUTO_CLOSE_MS } from "./toasts";

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
 * The app's notification display (product-spec.md section 9): at most 3 at once (toasts.ts makes
 * room: the oldest goes), 3 s, bottom
 * centre, right to left; each toast pauses on hover and when the window loses focus, and is
 * dismissed by dragging it 80 % of its width. Render it once, near the root. It renders nothing
 * until the first toast has loaded react-toastify (src/ui/toast-library.ts), then the library's
 * container, which shows that toast and every later one.
 */
export function AppToastContainer() {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, loadedToastify);
  if (!toastify) return null;
  const { ToastContainer, Slide } = toastify;
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
