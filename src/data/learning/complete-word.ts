import { db } from "../db/db";
import type { WordRow } from "../db/rows";
import { recomputeLesson } from "../sync/merge";
import { enterWordIntoReview } from "../review/review-entry";
import { addToOutbox, drainOutbox } from "../sync/outbox";
import type { OutboxState } from "../sync/outbox-state";

/**
 * Marks a word as studied. Offline: the word, its section's and lesson's counts and the locks
 * change at once in Dexie, and the completion waits in the outbox (same transaction) until the
 * server has it; nothing is lost by a reload or a closed app. A word not stored yet (its lesson's
 * answer in hand, not yet merged) is stored with it. A word already completed (or already
 * waiting) is not sent again. The word's cards then enter spaced review (issue 16; on the device too).
 * `outbox`: the signed-in user's (the entry's user, and the drain that sends it).
 */
export async function completeWord(word: WordRow, outbox: OutboxState): Promise<void> {
  const queued = await db.transaction("rw", [db.words, db.sections, db.lessons, db.outbox], async () => {
    const current = await db.words.get(word.id);
    if (current?.is_completed) return false;
    if (current) await db.words.update(word.id, { is_completed: true, pending: 1 });
    else {
      // A card shown from the answers in hand before the sync stored its lesson (decision 048): the
      // word is stored now, completed and waiting, and the lesson's merge keeps it so. A word missing
      // from a lesson the device holds is one the server's content no longer has: nothing to send.
      if ((await db.sections.where("lesson_id").equals(word.lesson_id).count()) > 0) return false;
      await db.words.put({ ...word, is_completed: true, pending: 1 });
    }
    await recomputeLesson(db, word.lesson_id);
    await addToOutbox(
      {
        endpoint: "completeSection",
        body: {
          course_id: word.course_id,
          lesson_id: word.lesson_id,
          section_id: word.section_id,
          word_id: word.id,
        },
      },
      { subject: `word:${word.id}`, label: word.name },
      outbox.userId,
    );
    return true;
  });
  await enterWordIntoReview(word);
  if (queued) void drainOutbox(outbox);
}
