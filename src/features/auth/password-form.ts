import { toAppError } from "../../data/app-error";
import { newPasswordProblem } from "../../domain/new-password";
import { fa } from "../../i18n/fa";
import { type ActionFailure, failure, failureFrom } from "./action-result";

/** Checks the new password and its repeat as section 5 says; null when they may be sent. */
export function checkNewPassword(password: string, repeat: string): ActionFailure | null {
  switch (newPasswordProblem(password, repeat)) {
    case "password-missing":
      return failure(fa.fieldRequired, { new_password: fa.fieldRequired });
    case "repeat-missing":
      return failure(fa.fieldRequired, { repeat: fa.fieldRequired });
    case "not-repeated":
      return failure(fa.passwordNotRepeated, { repeat: fa.passwordNotRepeated });
    case "policy":
      return failure(fa.passwordConditionsNotMet, { new_password: fa.passwordConditionsNotMet });
    case null:
      return null;
  }
}

/** A refused password: the server's generic «خطایی رخ داده است» becomes the conditions message. */
export function passwordFailureFrom(error: unknown): ActionFailure {
  const result = failureFrom(error);
  const answeredByServer = toAppError(error).status !== null;
  if (answeredByServer && result.message === fa.genericError)
    return failure(fa.passwordConditionsNotMet, result.fields);
  return result;
}
