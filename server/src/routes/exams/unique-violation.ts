/** PostgreSQL's SQLSTATE for a unique (or primary key) violation; PGlite raises the same code. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when the error, or any error in its `cause` chain (Drizzle wraps driver errors in a
 * DrizzleQueryError), is a unique violation from PGlite or node-postgres.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ("code" in current && current.code === UNIQUE_VIOLATION) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
