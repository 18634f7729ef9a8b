/**
 * The forgot-password flow verifies the SMS code and receives a short-lived token that may set a
 * new password; it is not a sign-in, so it is kept apart from the session (sessionStorage, this
 * tab only) and removed once used.
 */
const KEY = "vajeh.reset-token";

export function keepResetToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function takeResetToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function dropResetToken(): void {
  sessionStorage.removeItem(KEY);
}
