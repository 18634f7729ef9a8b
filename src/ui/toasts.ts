import type { ReactNode } from "react";
import type { Id } from "react-toastify";
import { toastIdOf } from "./toast-instances";
import { withToastify, withToastifyIfUsed } from "./toast-library";
import type { Kind } from "./toast-constants";
import { belongToScreen } from "./toast-screens";

/**
 * The one module that shows toasts. Screens call `notify.*`; nothing else imports react-toastify
 * (toast-presenter.tsx, beside this file, puts them on screen; AppToastContainer is where). react-
 * toastify 11 injects its own CSS, so none is imported; the theme overrides live in styles/app.css.
 * The library loads after the first paint (toast-library.ts): a toast asked for before then shows
 * once it has loaded. Each toast belongs to the screen shown when it is raised and goes when the
 * router leaves it; one meant for the screen a move is about to show is raised with
 * `notify.forNextScreen.*` (toast-screens.ts).
 */

export { PENDING_TOAST_CLASS, TOAST_AUTO_CLOSE_MS, TOAST_IDS } from "./toast-constants";

/** Leaving a screen dismisses its toasts (toast-screens.ts); the router calls it once. */
export { followScreens } from "./toast-screens";

export type NotifyOptions = { id?: string };

export type PendingToast = {
  /** The toast's id (the one given, so it can be dismissed elsewhere). */
  id: Id;
  success: (message: ReactNode) => void;
  error: (message: ReactNode) => void;
  info: (message: ReactNode) => void;
  dismiss: () => void;
};

/** Ids of toasts shown without one. */
let unnamed = 0;

/** Shows a toast once the library has loaded (calls keep their order); see toast-presenter.tsx. */
function present(id: string, fixed: boolean, kind: Kind, message: ReactNode, loading = false): void {
  withToastify((presenter) => presenter.present(id, fixed, kind, message, loading));
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
