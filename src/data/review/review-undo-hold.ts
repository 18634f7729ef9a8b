import type { VajehDatabase } from "../db/database";
import type { OutboxEntry } from "../db/rows";

/**
 * The undo rules' part that batching needs (docs/decisions/019-review-sync.md, "Undo"): the session
 * (a `meta` row kept by review-session-store.ts) names the one answer it could take back and when it
 * was given; batching leaves that answer's log out of the outbox for UNDO_HOLD_MS, so the learner
 * has time to take it back before it can leave the device. No hooks, no scheduler: the outbox loads this.
 */
export const REVIEW_SESSION_KEY = "review-session";
/** How long the session's last answer stays on the device only, so that it can be taken back. */
export const UNDO_HOLD_MS = 30_000;

/** The log the session can still take back, if it was answered under UNDO_HOLD_MS before `now`. */
export async function heldUndoLogId(db: VajehDatabase, now: number): Promise<string | null> {
  const value = (await db.meta.get(REVIEW_SESSION_KEY))?.value;
  if (typeof value !== "object" || value === null || !("undo" in value)) return null;
  const undo: unknown = value.undo;
  if (typeof undo !== "object" || undo === null || !("logId" in undo) || !("at" in undo)) return null;
  const { logId, at } = undo;
  return typeof logId === "string" && typeof at === "number" && now - at < UNDO_HOLD_MS ? logId : null;
}

const isReviewEntry = (entry: Pick<OutboxEntry, "endpoint">) => entry.endpoint === "reviewLogsPush";

/** Every log id some review entry of the outbox carries (whoever's, whatever its state). */
export async function batchedLogIds(db: VajehDatabase): Promise<Set<string>> {
  const entries = (await db.outbox.toArray()).filter(isReviewEntry);
  return new Set(entries.flatMap((e) => (e.body && "logs" in e.body ? e.body.logs.map((l) => l.id) : [])));
}

/**
 * Whether an answer can still be taken back: its log is on this device only, pending and in no
 * outbox entry. Once batched it may be sent at any moment (by this page's drain or by the service
 * worker, which holds its request frozen), and the server keeps logs for good, so it stays.
 */
export async function stillOnDeviceOnly(db: VajehDatabase, logId: string): Promise<boolean> {
  const log = await db.reviewLogs.get(logId);
  return log?.pending === 1 && !(await batchedLogIds(db)).has(logId);
}
