import { type ComponentProps, lazy, Suspense, useCallback } from "react";
import { fa } from "../i18n/fa";
import { notify } from "../ui/toasts";
import { loadOnce, useLoaded } from "../ui/use-loaded";
import type { AppMenu as AppMenuComponent } from "./app-menu";

const loadMenu = loadOnce(() => import("./app-menu").then((module) => module.AppMenu));
/** Rendered only once loadMenu has brought it, so it never fails here. */
const AppMenu = lazy(() => loadMenu().then((menu) => ({ default: menu })));

/**
 * The menu, its code (the sheet, the logout dialog, the subscription line) loaded when it opens, or
 * ahead when the page is idle once `prefetch` is true: the frame paints without it. Opened while its
 * code cannot be fetched (no network, no service worker yet), the menu closes again and says the
 * connection is missing.
 */
export function LazyAppMenu({
  prefetch,
  ...props
}: ComponentProps<typeof AppMenuComponent> & { prefetch: boolean }) {
  const { open, onClose } = props;
  const failed = useCallback(() => {
    notify.error(fa.errorOffline);
    onClose();
  }, [onClose]);
  const loaded = useLoaded(loadMenu, open ? "now" : prefetch ? "idle" : false, failed);
  return loaded ? (
    <Suspense fallback={null}>
      <AppMenu {...props} />
    </Suspense>
  ) : null;
}
