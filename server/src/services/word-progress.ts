import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { wordProgress, type words } from "../db/schema.js";

type WordRow = typeof words.$inferSelect;

/** Whether this user has completed this word. */
export async function wordDone(db: Db, userId: string, wordId: string): Promise<boolean> {
  const [done] = await db
    .select({ wordId: wordProgress.wordId })
    .from(wordProgress)
    .where(and(eq(wordProgress.userId, userId), eq(wordProgress.wordId, wordId)))
    .limit(1);
  return done !== undefined;
}

/** Marks the word done for this user (a repeat changes nothing). */
export async function markWordDone(db: Db, userId: string, word: WordRow, now: Date): Promise<void> {
  await db
    .insert(wordProgress)
    .values({ userId, wordId: word.id, sectionId: word.sectionId, completedAt: now })
    .onConflictDoNothing();
}
