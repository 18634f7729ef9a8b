/**
 * False for text PostgreSQL cannot hold (a NUL character): such an id names nothing, so callers answer
 * 404 instead of sending it to the database (which would fail with a 5xx).
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000");
}
