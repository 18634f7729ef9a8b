import type { TypeOptions } from "react-toastify";

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

/** A toast's kind: react-toastify's types (a type only: nothing of the library loads with it). */
export type Kind = TypeOptions;
