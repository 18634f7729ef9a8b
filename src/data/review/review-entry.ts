import { cardIdOf, type CardKind, cardKindsFor, type ReviewableWord } from "../../domain/review/card-kinds";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import type { WordRow } from "../db/rows";
import { readEntryMark, writeEntryMark } from "./review-entry-marks";
import type { ReviewCardRow } from "./review-rows";
import { kindSet, readReviewSettings } from "./review-settings";

/** From how many cards entering at once the card ids are read as keys rather than looked up one by one. */
const KEYS_ONLY_FROM = 200;

/**
 * How words enter review (issue 16): a word completed in word study and a saved word give their
 * cards (the kinds the learner has on). Offline: Dexie only. Entering is idempotent. When review
 * opens, the words sync brought in studied or saved (noted by the merges, review-entry-marks.ts)
 * enter; every completed and saved word on the device is read only when no full entry was made
 * with the kinds now on (the first open on a device, or after a kind was switched on or off).
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

/**
 * What opening review enters (one transaction): every studied and saved word when the last full
 * entry was made with other kinds (or never), else only the words noted since the last open.
 */
export async function enterWordsBeforeOpen(now: number, db: VajehDatabase = appDb): Promise<number> {
  const upToDate = async () => {
    const [settings, mark] = await Promise.all([readReviewSettings(db), readEntryMark(db)]);
    const kinds = [...settings.enabledKinds].sort();
    return { settings, kinds, mark, done: mark.kinds?.join() === kinds.join() && mark.words.length === 0 };
  };
  // Most opens have nothing to enter: plain reads, no write transaction for the start-up sync to wait on.
  if ((await upToDate()).done) return 0;
  return db.transaction("rw", [db.meta, db.words, db.bookmarks, db.reviewCards], async () => {
    const { settings, kinds, mark, done } = await upToDate();
    if (done) return 0;
    let added = 0;
    if (mark.kinds === null || mark.kinds.join() !== kinds.join()) {
      added = await enterAllStudiedWords(now, db);
    } else if (mark.words.length > 0) {
      const saved = new Set(
        (await db.bookmarks.where("word_id").anyOf(mark.words).toArray())
          .filter((b) => b.deleted === 0)
          .map((b) => b.word_id),
      );
      const words = (await db.words.bulkGet(mark.words)).filter(
        (w): w is WordRow => w !== undefined && (w.is_completed || saved.has(w.id)),
      );
      added = await enterWords(db, words, now, kindSet(settings));
    }
    await writeEntryMark(db, { kinds, words: [] });
    return added;
  });
}
