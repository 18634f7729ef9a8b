import { useSyncExternalStore } from "react";
import { loadedToastify, onToastifyLoaded } from "./toast-library";

/**
 * Where the app's toasts show (product-spec.md section 9). Render it once, near the root. It renders
 * nothing until the first toast has loaded react-toastify (toast-library.ts), then the display
 * (toast-presenter.tsx), which shows that toast and every later one.
 */
export function AppToastContainer() {
  const presenter = useSyncExternalStore(onToastifyLoaded, loadedToastify, loadedToastify);
  return presenter ? <presenter.ToastDisplay /> : null;
}
