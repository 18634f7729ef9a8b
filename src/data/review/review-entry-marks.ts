import type { VajehDatabase } from "../db/database";

/**
 * What opening /review still has to enter into review (issue 16), kept in one `meta` row so that
 * opening it never reads every word on the device: the words that arrived studied or saved by sync
 * since the last open (noted by the merges, in their own transactions), and the card kinds for which
 * every studied and saved word was last entered in full. No hooks, no scheduler: the sync merges load
 * this module, and it must stay small.
 */
export const REVIEW_ENTRY_KEY = "review:entry";

export interface ReviewEntryMark {
  /** The kinds of the last full entry, sorted; null: none yet on this device (or since logout). */
  kinds: string[] | null;
  /** Words to enter at the next open (completed or saved ones that arrived since). */
  words: string[];
}

export async function readEntryMark(db: VajehDatabase): Promise<ReviewEntryMark> {
  const value = (await db.meta.get(REVIEW_ENTRY_KEY))?.value as Partial<ReviewEntryMark> | undefined;
  const strings = (list: unknown): string[] | null =>
    Array.isArray(list) && list.every((x) => typeof x === "string") ? (list as string[]) : null;
  return { kinds: strings(value?.kinds), words: strings(value?.words) ?? [] };
}

export async function writeEntryMark(db: VajehDatabase, mark: ReviewEntryMark): Promise<void> {
  await db.meta.put({ key: REVIEW_ENTRY_KEY, value: mark });
}

/**
 * Notes words that arrived completed or saved (call inside the merge's transaction, which must
 * cover `meta`): the next open of /review enters them. Nothing is noted before the first full
 * entry, which reads every word anyway.
 */
export async function noteWordsToEnter(db: VajehDatabase, wordIds: readonly string[]): Promise<void> {
  if (wordIds.length === 0) return;
  const mark = await readEntryMark(db);
  if (mark.kinds === null) return;
  const words = [...new Set([...mark.words, ...wordIds])];
  if (words.length !== mark.words.length) await writeEntryMark(db, { ...mark, words });
}
