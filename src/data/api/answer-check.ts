/**
 * The few checks the sync answers need (answer-schemas.ts), written out rather than taken from zod:
 * zod/mini still brings zod's core (15.5 kB gzip) into a signed-in screen's first load (issue 13,
 * decision 021). Each gives what the zod schema it replaces gives for JSON input — the same verdict
 * and the same data (objects keep only their declared keys) — and answer-schemas.test.ts holds them
 * to the contract's schemas for every field and thousands of generated answers.
 */

/** Returns the value as the contract's schema would give it, or throws AnswerMismatch. */
export type Check = (value: unknown, path: string) => unknown;

export class AnswerMismatch extends Error {
  override name = "AnswerMismatch";
}

function fail(path: string, expected: string): never {
  throw new AnswerMismatch(`${path || "the answer"}: expected ${expected}`);
}

export const string =
  (minLength = 0): Check =>
  (value, path) =>
    typeof value === "string" && value.length >= minLength
      ? value
      : fail(path, `a string of at least ${minLength} characters`);

/** `z.number()` of JSON input: any finite number. */
export const number: Check = (value, path) =>
  typeof value === "number" && Number.isFinite(value) ? value : fail(path, "a number");

/** `z.string().regex(pattern)`. */
export const matching =
  (pattern: RegExp, what: string): Check =>
  (value, path) =>
    typeof value === "string" && pattern.test(value) ? value : fail(path, what);

export const boolean: Check = (value, path) =>
  typeof value === "boolean" ? value : fail(path, "true or false");

/** zod's `z.int()` (a safe integer) with its `minimum` / `maximum`; `positive()` is a minimum of 1. */
export const int =
  (minimum = Number.MIN_SAFE_INTEGER, maximum = Number.MAX_SAFE_INTEGER): Check =>
  (value, path) =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= minimum && value <= maximum
      ? value
      : fail(path, `an integer from ${minimum} to ${maximum}`);

export const nullable =
  (check: Check): Check =>
  (value, path) =>
    value === null ? null : check(value, path);

export const oneOf = (values: readonly string[]): Check => {
  const allowed = new Set<unknown>(values);
  return (value, path) => (allowed.has(value) ? value : fail(path, values.join(" | ")));
};

// RFC 3339 with seconds and a zone (`z.iso.datetime({ offset: true })`); the day is checked below.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export const isoDateTime: Check = (value, path) => {
  const match = typeof value === "string" ? DATE_TIME.exec(value) : null;
  if (!match) return fail(path, "an ISO date-time with a zone");
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = month === 2 && isLeap(year) ? 29 : (DAYS[month - 1] ?? 0);
  return day >= 1 && day <= days ? value : fail(path, "a real calendar day");
};

export const array =
  (item: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, "an array");
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(item(value[i], `${path}[${i}]`));
    return out;
  };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An object with exactly these keys in the result (others are dropped, as zod's `object` does). */
export const object = (shape: Record<string, Check>): Check => {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isObject(value)) return fail(path, "an object");
    const out: Record<string, unknown> = {};
    for (const [key, check] of entries) out[key] = check(value[key], `${path}.${key}`);
    return out;
  };
};

/** `z.record(z.string(), z.string())` of a JSON object (a key `__proto__` is dropped, as zod does). */
export const stringRecord: Check = (value, path) => {
  const proto: unknown = isObject(value) ? Object.getPrototypeOf(value) : undefined;
  if (!isObject(value) || (proto !== Object.prototype && proto !== null)) return fail(path, "an object");
  const text = string();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key !== "__proto__") out[key] = text(value[key], `${path}.${key}`);
  }
  return out;
};

export type Checked = { success: true; data: unknown } | { success: false; error: AnswerMismatch };

/** A whole answer's check, with zod's `safeParse` shape. */
export function answer(check: Check): { safeParse(value: unknown): Checked } {
  return {
    safeParse(value) {
      try {
        return { success: true, data: check(value, "") };
      } catch (error) {
        if (error instanceof AnswerMismatch) return { success: false, error };
        throw error;
      }
    },
  };
}
