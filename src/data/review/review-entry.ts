import { cardIdOf, type CardKind, cardKindsFor, type ReviewableWord } from "../../domain/review/card-kinds";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import type { ReviewCardRow } from "./review-rows";
import { kindSet, readReviewSettings } from "./review-settings";

/** From how many cards entering at once the card ids are read as keys rather than looked up one by one. */
const KEYS_ONLY_FROM = 200;

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
    // Many words (every studied one, when review opens): the keys only, not thousands of rows.
    const have =
      rows.length > KEYS_ONLY_FROM
        ? new Set(await db.reviewCards.toCollection().primaryKeys())
        : new Set((await db.reviewCards.bulkGet(rows.map((r) => r.cardId))).map((r) => r?.cardId));
    const missing = rows.filter((r) => !have.has(r.cardId));
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
  // Plain reads filtered here: a Dexie filter() walks a cursor row by row (seconds at 20,000 rows).
  const saved = await db.bookmarks.where("deleted").equals(0).toArray();
  const completed = (await db.words.toArray())
    .filter((w) => w.is_completed)
    .sort((a, b) => a.position - b.position);
  const savedWords = (await db.words.bulkGet(saved.map((b) => b.word_id))).filter((w) => w !== undefined);
  const seen = new Set<string>();
  const words = [...completed, ...savedWords].filter((w) => !seen.has(w.id) && seen.add(w.id));
  return enterWords(db, words, now, kindSet(settings));
}
