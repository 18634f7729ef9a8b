import { cardIdOf, type CardKind, cardKindsFor, type ReviewableWord } from "../../domain/review/card-kinds";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import type { ReviewCardRow } from "./review-rows";
import { kindSet, readReviewSettings } from "./review-settings";

/**
 * How words enter review (issue 16): a word completed in word study and a saved word give their
 * cards (the kinds the learner has on). Offline: Dexie only. Entering is idempotent, so it is also
 * run over every completed and saved word on the device when review opens: a word completed on
 * another device, saved before review existed, or of a kind switched back on enters then.
 */
export async function enterWords(
  db: VajehDatabase,
  words: readonly ReviewableWord[],
  now: number,
  enabled: ReadonlySet<CardKind>,
): Promise<number> {
  // New cards are met oldest first: in the order the words were given, each word's kinds in order.
  const rows: ReviewCardRow[] = words
    .flatMap((word) => cardKindsFor(word, enabled).map((kind) => ({ word, kind })))
    .map(({ word, kind }, i) => ({
      cardId: cardIdOf(word.id, kind),
      wordId: word.id,
      kind,
      addedAt: now + i,
      fresh: 1 as const,
      due: now + i,
      state: null,
    }));
  if (rows.length === 0) return 0;
  return db.transaction("rw", db.reviewCards, async () => {
    const existing = await db.reviewCards.bulkGet(rows.map((r) => r.cardId));
    const missing = rows.filter((_, i) => existing[i] === undefined);
    await db.reviewCards.bulkAdd(missing);
    return missing.length;
  });
}

/** A word just completed in word study (or just saved) enters review with the learner's kinds. */
export async function enterWordIntoReview(word: ReviewableWord, db: VajehDatabase = appDb): Promise<number> {
  const settings = await readReviewSettings(db);
  return enterWords(db, [word], Date.now(), kindSet(settings));
}

/** Every completed or saved word on the device that is not in review yet enters it. */
export async function enterAllStudiedWords(now: number, db: VajehDatabase = appDb): Promise<number> {
  const settings = await readReviewSettings(db);
  const saved = await db.bookmarks.filter((b) => b.deleted === 0).toArray();
  const completed = await db.words.filter((w) => w.is_completed).sortBy("position");
  const savedWords = (await db.words.bulkGet(saved.map((b) => b.word_id))).filter((w) => w !== undefined);
  const seen = new Set<string>();
  const words = [...completed, ...savedWords].filter((w) => !seen.has(w.id) && seen.add(w.id));
  return enterWords(db, words, now, kindSet(settings));
}
