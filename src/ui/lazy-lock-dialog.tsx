import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { fa } from "../i18n/fa";
import type { LockDialog as LockDialogComponent } from "./lock-dialog";
import { notify } from "./toasts";
import { loadOnce, useLoaded } from "./use-loaded";

const loadDialog = loadOnce(() => import("./lock-dialog").then((module) => module.LockDialog));
/** Rendered only once loadDialog has brought it, so it never fails here. */
const LockDialog = lazy(() => loadDialog().then((dialog) => ({ default: dialog })));

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
  const loaded = useLoaded(loadDialog, reason !== null ? "now" : "idle", failed);
  return loaded ? (
    <Suspense fallback={null}>
      <LockDialog {...props} />
    </Suspense>
  ) : null;
}
