import { isPasswordAcceptable } from "../../domain/password-policy";
import { fa } from "../../i18n/fa";
import { type ActionFailure, failure, failureFrom } from "./action-result";

/** Checks the new password and its repeat as section 5 says; null when they may be sent. */
export function checkNewPassword(password: string, repeat: string): ActionFailure | null {
  if (!password) return failure(fa.fieldRequired, { new_password: fa.fieldRequired });
  if (!repeat) return failure(fa.fieldRequired, { repeat: fa.fieldRequired });
  if (password !== repeat) return failure(fa.passwordNotRepeated, { repeat: fa.passwordNotRepeated });
  if (!isPasswordAcceptable(password))
    return failure(fa.passwordConditionsNotMet, { new_password: fa.passwordConditionsNotMet });
  return null;
}

/** A refused password: the server's generic «خطایی رخ داده است» becomes the conditions message. */
export function passwordFailureFrom(error: unknown): ActionFailure {
  const result = failureFrom(error);
  if (result.message === fa.genericError) return failure(fa.passwordConditionsNotMet, result.fields);
  return result;
}
