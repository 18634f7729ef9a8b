import { replayCard, type ReviewScheduler } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import { stillOnDeviceOnly } from "./review-undo-hold";

/** "left-device": the answer's log is in the outbox (or on the server), so it stays. */
export type UndoResult = "undone" | "left-device" | "unknown";

/**
 * Takes back one answer: its log goes and the card returns to the state the other logs give (new
 * again when it was the first answer), in one transaction. Offline: Dexie only. Only an answer whose
 * log is on this device only (pending, in no outbox entry) can be taken back: one in an entry may be
 * on its way (or the worker holds its request), and the server keeps logs for good. The check and
 * the deletion are one transaction with batching's (both over reviewLogs and outbox), so a log is
 * either taken back before it is batched or batched and kept.
 */
export async function undoAnswer(
  db: VajehDatabase,
  scheduler: ReviewScheduler,
  logId: string,
): Promise<UndoResult> {
  return db.transaction("rw", [db.reviewCards, db.reviewLogs, db.outbox], async () => {
    const log = await db.reviewLogs.get(logId);
    if (!log) return "unknown";
    if (!(await stillOnDeviceOnly(db, logId))) return "left-device";
    await db.reviewLogs.delete(logId);
    const row = await db.reviewCards.get(log.cardId);
    if (!row) return "undone";
    const state = replayCard(scheduler, await db.reviewLogs.where("cardId").equals(log.cardId).toArray());
    await db.reviewCards.put(
      state
        ? { ...row, fresh: 0, due: state.due, state }
        : { ...row, fresh: 1, due: row.addedAt, state: null },
    );
    return "undone";
  });
}
