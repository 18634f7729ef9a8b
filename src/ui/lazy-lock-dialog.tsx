import { type ComponentProps, useCallback, useEffect, useRef } from "react";
import { fa } from "../i18n/fa";
import type { LockDialog as LockDialogComponent } from "./lock-dialog";
import { onDemand } from "./on-demand";
import { notify } from "./toasts";

const LockDialog = onDemand(() => import("./lock-dialog").then((module) => module.LockDialog));

/**
 * The lock dialog of a course's or a lesson's list, its code (with the dialog's) loaded ahead when
 * the page is idle, or at once when a locked item is tapped first: the list paints without it.
 * Tapped while its code cannot be fetched (no network, no service worker yet), it says the
 * connection is missing instead.
 */
export function LazyLockDialog(props: ComponentProps<typeof LockDialogComponent>) {
  const { reason, onClose } = props;
  // The latest onClose, so a caller's new function each render does not ask for the code again.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const failed = useCallback(() => {
    notify.error(fa.errorOffline);
    close.current();
  }, []);
  return <LockDialog {...props} when={reason !== null ? "now" : "idle"} onFailure={failed} />;
}
