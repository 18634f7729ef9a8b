import type { ReactNode } from "react";
import type { Id, toast as Toast, ToastOptions, TypeOptions } from "react-toastify";
import { loadedToastify, withToastify, withToastifyIfUsed } from "./toast-library";
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

/** Ids for toasts shown without one before the library loaded (it makes its own afterwards). */
let unnamed = 0;

function show(kind: Kind, message: ReactNode, { id }: NotifyOptions = {}, forNextScreen = false): Id {
  const options: ToastOptions = { type: kind, role: roleOf(kind) };
  if (id !== undefined) options.toastId = id;
  const loaded = loadedToastify();
  if (loaded) return belongToScreen(loaded.toast(message, options), forNextScreen);
  options.toastId ??= `toast-${++unnamed}`;
  withToastify(({ toast }) => toast(message, options));
  return belongToScreen(options.toastId, forNextScreen);
}

function pending(message: ReactNode, { id }: { id: string }): PendingToast {
  belongToScreen(id);
  withToastify(({ toast }) => toast.loading(message, { toastId: id, role: "status" }));

  function settle(kind: Kind, next: ReactNode) {
    withToastify(({ toast }) => settleWith(toast, kind, next));
  }

  function settleWith(toast: typeof Toast, kind: Kind, next: ReactNode) {
    if (toast.isActive(id)) {
      // Resets what toast.loading switched off, so the container's defaults apply again.
      toast.update(id, {
        render: next,
        type: kind,
        role: roleOf(kind),
        isLoading: null,
        autoClose: null,
        closeOnClick: null,
        closeButton: null,
        draggable: null,
      });
    } else {
      toast.dismiss(id);
      show(kind, next, { id });
    }
  }

  return {
    id,
    success: (next) => settle("success", next),
    error: (next) => settle("error", next),
    info: (next) => settle("info", next),
    dismiss: () => withToastifyIfUsed(({ toast }) => toast.dismiss(id)),
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
  dismiss: (id?: string) => withToastifyIfUsed(({ toast }) => toast.dismiss(id)),
};
