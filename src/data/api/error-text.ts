import { fa } from "../../i18n/fa";
import { toAppError } from "../app-error";

/**
 * The error-text rule of product-spec.md section 8: the server's `messages.error` when it is not
 * empty, otherwise «خطایی رخ داده است».
 */
export function errorText(error: unknown): string {
  return toAppError(error).serverMessage ?? fa.genericError;
}
