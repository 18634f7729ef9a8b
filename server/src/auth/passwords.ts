import { type Options, hash, verify } from "@node-rs/argon2";
import { type PasswordProblem, passwordProblems } from "../../../src/domain/password-policy.js";

/** argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane). `algorithm: 2` is Argon2id (a const enum). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } satisfies Options;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword("dummy-password-for-constant-timing"));

/** Computes the dummy hash ahead, so the first login for an unknown mobile is not the slow one. */
export function warmUpPasswordHashing(): void {
  dummy().catch(() => undefined);
}

/**
 * True when `password` matches `stored`. With no stored hash (unknown mobile, account without a
 * password) a dummy hash is verified anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // A malformed stored hash never matches.
  }
}

const PROBLEM_TEXT: Record<PasswordProblem, string> = {
  "too-short": "دست‌کم ۶ نویسه",
  "no-lowercase": "یک حرف کوچک لاتین (a تا z)",
  "no-uppercase": "یک حرف بزرگ لاتین (A تا Z)",
  "no-special": "یک نویسهٔ ویژه مانند ! یا @",
};

/** The unmet conditions of the password policy in Persian, or null when the password is acceptable. */
export function passwordPolicyText(password: string): string | null {
  const problems = passwordProblems(password);
  if (problems.length === 0) return null;
  return `رمز عبور باید این شرایط را داشته باشد: ${problems.map((p) => PROBLEM_TEXT[p]).join("، ")}.`;
}
