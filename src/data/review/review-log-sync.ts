import { MAX_LOGS_PER_PUSH, type ReviewLog } from "../../contract/review";
import type { ReviewLogEntry } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import type { OutboxEntry } from "../db/rows";
import { outboxRequest } from "../sync/outbox-request";
import type { ReviewLogRow } from "./review-rows";
import { heldUndoLogId } from "./review-undo-hold";

/**
 * Review logs to and from the server (issue 16, "Offline and sync"). Answers are written pending by
 * recordAnswer; here they are put into outbox entries (up to MAX_LOGS_PER_PUSH each, every log in
 * exactly one entry) and marked sent only when the server's 2xx for their entry arrives; the logs of
 * other devices are pulled and merged in review-log-pull.ts. Every function takes the database, so a
 * test can run two devices side by side.
 */

/** What names a batch of logs in the outbox (its order key: batches need no order among themselves). */
export const REVIEW_LOGS_SUBJECT = "review-logs";
export const reviewLogsSubject = (key: string) => `${REVIEW_LOGS_SUBJECT}:${key}`;

const DAY_MS = 86_400_000;
const LABEL = "مرور واژه‌ها";

const isReviewEntry = (entry: Pick<OutboxEntry, "endpoint">) => entry.endpoint === "reviewLogsPush";

/** The log ids an entry carries. */
export function logIdsOf(entry: Pick<OutboxEntry, "endpoint" | "body">): string[] {
  if (!isReviewEntry(entry) || !entry.body || !("logs" in entry.body)) return [];
  return entry.body.logs.map((l) => l.id);
}

/** A device's log as the contract sends it; `elapsedDays` since the card's previous answer here. */
export function toWireLog(log: ReviewLogEntry, elapsedDays: number): ReviewLog {
  return {
    id: log.id,
    card_id: log.cardId,
    rating: log.grade,
    reviewed_at: { date: new Date(log.reviewedAt).toISOString() },
    elapsed_days: elapsedDays,
    duration_ms: Math.max(0, Math.min(86_400_000, Math.round(log.durationMs))),
  };
}

/** Whole days between each pending log and the answer before it on the same card (0 for a first). */
async function elapsedDaysOf(db: VajehDatabase, logs: readonly ReviewLogRow[]): Promise<Map<string, number>> {
  const elapsed = new Map<string, number>();
  for (const cardId of new Set(logs.map((l) => l.cardId))) {
    const times = (await db.reviewLogs.where("cardId").equals(cardId).toArray())
      .map((l) => ({ id: l.id, at: l.reviewedAt }))
      .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
    times.forEach((t, i) => {
      const before = times[i - 1];
      elapsed.set(t.id, before ? Math.max(0, Math.floor((t.at - before.at) / DAY_MS)) : 0);
    });
  }
  return elapsed;
}

/**
 * Puts every pending log that is in no outbox entry yet into entries for `userId`, oldest first, up
 * to MAX_LOGS_PER_PUSH each. An entry not yet handed to the service worker takes more logs first,
 * under a new Idempotency-Key (its earlier form, if it ever left, is harmless: the server stores each
 * log id once). An entry the worker holds is never changed: its request is frozen there. One
 * transaction: a log is in exactly one entry, and every pending log is in one once this returns.
 * The review session's last answer is left out for UNDO_HOLD_MS after it was given, so it can still
 * be taken back (review-undo-hold.ts), unless `holdUndo` is false (logout: nothing may stay behind).
 * Returns how many logs were added. Offline: nothing leaves; the entries wait in the outbox.
 */
export async function batchPendingLogs(
  db: VajehDatabase,
  userId: string,
  now = Date.now(),
  holdUndo = true,
): Promise<number> {
  return db.transaction("rw", [db.reviewLogs, db.outbox, db.meta], async () => {
    // Every review entry counts, whoever's: a log id is in at most one entry, even a refused one.
    const entries = (await db.outbox.toArray()).filter(isReviewEntry);
    const batched = new Set(entries.flatMap(logIdsOf));
    const held = holdUndo ? await heldUndoLogId(db, now) : null;
    const loose = (await db.reviewLogs.where("pending").equals(1).toArray())
      .filter((l) => !batched.has(l.id) && l.id !== held)
      .sort((a, b) => a.reviewedAt - b.reviewedAt || (a.id < b.id ? -1 : 1));
    if (loose.length === 0) return 0;
    const elapsed = await elapsedDaysOf(db, loose);
    const wire = loose.map((l) => toWireLog(l, elapsed.get(l.id) ?? 0));
    const open = entries.find(
      (e) =>
        e.user_id === userId && e.state === "waiting" && !e.queued && logIdsOf(e).length < MAX_LOGS_PER_PUSH,
    );
    if (open?.seq !== undefined && open.body && "logs" in open.body) {
      const room = MAX_LOGS_PER_PUSH - open.body.logs.length;
      const key = crypto.randomUUID();
      await db.outbox.update(open.seq, {
        ...outboxRequest({
          endpoint: "reviewLogsPush",
          body: { logs: [...open.body.logs, ...wire.splice(0, room)] },
        }),
        key,
        subject: reviewLogsSubject(key),
      });
    }
    for (let start = 0; start < wire.length; start += MAX_LOGS_PER_PUSH) {
      const key = crypto.randomUUID();
      const logs = wire.slice(start, start + MAX_LOGS_PER_PUSH);
      await db.outbox.add({
        ...outboxRequest({ endpoint: "reviewLogsPush", body: { logs } }),
        key,
        user_id: userId,
        subject: reviewLogsSubject(key),
        label: LABEL,
        state: "waiting",
        created_at: now,
        attempts: 0,
        queued: false,
      });
    }
    return loose.length;
  });
}

/**
 * The server has a batch (a 2xx to its entry): its logs are no longer pending. Call inside the
 * transaction that deletes the entry (over reviewLogs and outbox), so a log is never marked sent
 * while its entry stays, nor the other way round.
 */
export async function settleReviewLogs(
  db: VajehDatabase,
  entry: Pick<OutboxEntry, "endpoint" | "body">,
): Promise<void> {
  const ids = logIdsOf(entry);
  if (ids.length === 0) return;
  const rows = await db.reviewLogs.bulkGet(ids);
  const settled = rows
    .filter((r): r is ReviewLogRow => r?.pending === 1)
    .map((r) => ({ ...r, pending: 0 as const }));
  await db.reviewLogs.bulkPut(settled);
}
