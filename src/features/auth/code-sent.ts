import type { AuthFlow } from "./flows";

/**
 * When this device last had a code sent, per flow: the mobile and when a resend is allowed. Kept in
 * localStorage, so a learner who changes the mobile back, reloads, or closes the tab mid sign-up and
 * opens it again returns to the code already on its way with the time that is really left.
 */
interface CodeSent {
  mobile: string;
  resendAt: number;
}

const key = (flow: AuthFlow) => `code-sent:${flow}`;

function read(flow: AuthFlow): CodeSent | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(flow)) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { mobile, resendAt } = value as Partial<CodeSent>;
    return typeof mobile === "string" && typeof resendAt === "number" ? { mobile, resendAt } : null;
  } catch {
    return null;
  }
}

export function rememberCodeSent(
  flow: AuthFlow,
  mobile: string,
  resendSeconds: number,
  now = Date.now(),
): void {
  try {
    localStorage.setItem(key(flow), JSON.stringify({ mobile, resendAt: now + resendSeconds * 1000 }));
  } catch {
    // Storage full or blocked: the server's 429 still says how long is left.
  }
}

export function forgetCodeSent(flow: AuthFlow): void {
  try {
    localStorage.removeItem(key(flow));
  } catch {
    // nothing to forget
  }
}

/** The code this device is waiting for in `flow` while its countdown runs: mobile and seconds left. */
export function pendingCode(flow: AuthFlow, now = Date.now()): { mobile: string; seconds: number } | null {
  const sent = read(flow);
  if (!sent) return null;
  const seconds = Math.ceil((sent.resendAt - now) / 1000);
  return seconds > 0 ? { mobile: sent.mobile, seconds } : null;
}

/** Seconds left before a resend for this mobile in `flow`, when this device sent its code. */
export function secondsLeftFor(flow: AuthFlow, mobile: string, now = Date.now()): number | null {
  const pending = pendingCode(flow, now);
  return pending?.mobile === mobile ? pending.seconds : null;
}
