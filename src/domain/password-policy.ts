export const PASSWORD_MIN_LENGTH = 6;

export type PasswordProblem = "too-short" | "no-lowercase" | "no-uppercase" | "no-special";

/** Every rule of the policy, in the order the password checklist lists them. */
export const PASSWORD_RULES: readonly PasswordProblem[] = [
  "too-short",
  "no-lowercase",
  "no-uppercase",
  "no-special",
];

/**
 * The password policy of product-spec.md section 5: at least 6 characters with a lowercase and
 * an uppercase Latin letter and a special character (a punctuation mark or symbol).
 * The app shows it as a hint; the server enforces it.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push("too-short");
  if (!/[a-z]/.test(password)) problems.push("no-lowercase");
  if (!/[A-Z]/.test(password)) problems.push("no-uppercase");
  if (!/[\p{P}\p{S}]/u.test(password)) problems.push("no-special");
  return problems;
}

export function isPasswordAcceptable(password: string): boolean {
  return passwordProblems(password).length === 0;
}
