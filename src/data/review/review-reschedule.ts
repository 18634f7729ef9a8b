import type { ReviewSettings } from "../../domain/review/review-settings";
import { replayCard, type ReviewScheduler } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import type { ReviewCardRow, ReviewLogRow } from "./review-rows";

/**
 * A card's state is always the replay of its logs through FSRS with the learner's current settings
 * (issue 16). When what schedules changes (desired retention or the FSRS parameters), every card
 * with logs is replayed again. Call inside a transaction over reviewCards and reviewLogs (the one
 * that writes the new settings), so no answer and no reader ever sees cards of the old settings
 * beside settings of the new.
 */

/** Whether going from `before` to `after` changes how cards are scheduled. */
export function schedulingChanged(
  before: Pick<ReviewSettings, "desiredRetention" | "weights">,
  after: Pick<ReviewSettings, "desiredRetention" | "weights">,
): boolean {
  if (before.desiredRetention !== after.desiredRetention) return true;
  const a = before.weights;
  const b = after.weights;
  if (a === null || b === null) return a !== b;
  return a.length !== b.length || a.some((w, i) => w !== b[i]);
}

/** Replays every card that has logs; returns how many cards were rewritten. */
export async function rescheduleAllCards(db: VajehDatabase, scheduler: ReviewScheduler): Promise<number> {
  // One read of the logs by the cardId index: each card's logs come together.
  const byCard = new Map<string, ReviewLogRow[]>();
  await db.reviewLogs.orderBy("cardId").each((log) => {
    const logs = byCard.get(log.cardId);
    if (logs) logs.push(log);
    else byCard.set(log.cardId, [log]);
  });
  const ids = [...byCard.keys()];
  const rows = await db.reviewCards.bulkGet(ids);
  const updated: ReviewCardRow[] = [];
  rows.forEach((row, i) => {
    const logs = byCard.get(ids[i] as string);
    if (!row || !logs) return;
    const state = replayCard(scheduler, logs);
    if (state) updated.push({ ...row, fresh: 0, due: state.due, state });
  });
  await db.reviewCards.bulkPut(updated);
  return updated.length;
}
