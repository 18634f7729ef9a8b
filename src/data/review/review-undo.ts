import { replayCard, type ReviewScheduler } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";

export type UndoResult = "undone" | "already-sent" | "unknown";

/**
 * Takes back one answer: its log goes and the card returns to the state the other logs give (new
 * again when it was the first answer), in one transaction. Offline: Dexie only. An answer the server
 * already has cannot be taken back (logs are append-only there), so it is refused as "already-sent".
 */
export async function undoAnswer(
  db: VajehDatabase,
  scheduler: ReviewScheduler,
  logId: string,
): Promise<UndoResult> {
  return db.transaction("rw", [db.reviewCards, db.reviewLogs], async () => {
    const log = await db.reviewLogs.get(logId);
    if (!log) return "unknown";
    if (log.pending !== 1) return "already-sent";
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
