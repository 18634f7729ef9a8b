import { type ComponentProps, useCallback } from "react";
import { fa } from "../i18n/fa";
import { onDemand } from "../ui/on-demand";
import { notify } from "../ui/toasts";
import type { AppMenu as AppMenuComponent } from "./app-menu";

const AppMenu = onDemand(() => import("./app-menu").then((module) => module.AppMenu));

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
  return <AppMenu {...props} when={open ? "now" : prefetch ? "idle" : false} onFailure={failed} />;
}
