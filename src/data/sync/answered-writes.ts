import type { VajehDatabase } from "../db/database";

/*
 * How many of this device's writes of each kind the server has answered (taken or refused),
 * counted in Dexie `meta` (so every tab counts together): saved words, word completions, and the
 * review settings. A pull notes the count as it asks (`askCounting`); when the count has moved by
 * the time its answer is merged (`answeredSince`), the server made that answer before it took a
 * write this device has seen answered since, and the answer must not undo it on the device (a
 * removed word back in the list, a saved one gone, a studied word not studied, older settings).
 */

/** The writes counted: an outbox subject's kind, its text before any `:` (outbox-settle.ts). */
const KINDS = ["bookmark", "word", "review-settings"] as const;
export type AnsweredKind = (typeof KINDS)[number];

export const isAnsweredKind = (kind: string): kind is AnsweredKind =>
  (KINDS as readonly string[]).includes(kind);

const keyOf = (kind: AnsweredKind) => `answered-writes:${kind}`;

export async function answeredWrites(db: VajehDatabase, kind: AnsweredKind): Promise<number> {
  const value = (await db.meta.get(keyOf(kind)))?.value;
  return typeof value === "number" ? value : 0;
}

/** One more write of `kind` answered. Call in the transaction that settles it (over `meta`). */
export async function noteWriteAnswered(db: VajehDatabase, kind: AnsweredKind): Promise<void> {
  await db.meta.put({ key: keyOf(kind), value: (await answeredWrites(db, kind)) + 1 });
}

/**
 * Asks with `ask`, noting the count of `kind` as the request is made (read beside it, not before
 * it, so the request is not held back by the read).
 */
export async function askCounting<T>(
  db: VajehDatabase,
  kind: AnsweredKind,
  ask: () => Promise<T>,
): Promise<{ answeredBefore: number; answer: T }> {
  const [answeredBefore, answer] = await Promise.all([answeredWrites(db, kind), ask()]);
  return { answeredBefore, answer };
}

/** Whether a write of `kind` was answered since the count `before` (read it in the merge's transaction). */
export async function answeredSince(db: VajehDatabase, kind: AnsweredKind, before: number): Promise<boolean> {
  return (await answeredWrites(db, kind)) !== before;
}
