import { isPasswordAcceptable } from "./password-policy";

/** Why a new password and its repeat may not be sent yet (product-spec.md section 5). */
export type NewPasswordProblem = "password-missing" | "repeat-missing" | "not-repeated" | "policy";

/**
 * Checks a new password and its repeat in the order the screens report them: the password is
 * required, then the repeat, then they must be equal, then the policy must hold. Null when both
 * may be sent (the server enforces the policy again).
 */
export function newPasswordProblem(password: string, repeat: string): NewPasswordProblem | null {
  if (!password) return "password-missing";
  if (!repeat) return "repeat-missing";
  if (password !== repeat) return "not-repeated";
  if (!isPasswordAcceptable(password)) return "policy";
  return null;
}
