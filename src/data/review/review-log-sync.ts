import { MAX_LOGS_PER_PUSH, type ReviewLog, type StoredReviewLog } from "../../contract/review";
import type { ReviewLogsPage } from "../../contract/review";
import { parseCardId } from "../../domain/review/card-kinds";
import { isGrade } from "../../domain/review/grading";
import type { ReviewLogEntry } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import type { OutboxEntry } from "../db/rows";
import { outboxRequest } from "../sync/outbox-request";
import type { ReviewCardRow, ReviewLogRow } from "./review-rows";
import { readStoredReviewSettings } from "./review-settings-read";
import { schedulerFor } from "./review-settings-store";
import { heldUndoLogId } from "./review-undo-hold";
import { mergeRemoteLogs } from "./review-store";

/**
 * Review logs to and from the server (issue 16, "Offline and sync"). Answers are written pending by
 * recordAnswer; here they are put into outbox entries (up to MAX_LOGS_PER_PUSH each, every log in
 * exactly one entry), marked sent only when the server's 2xx for their entry arrives, and the logs of
 * other devices are pulled by cursor and merged by replay. Every function takes the database, so a test
 * can run two devices side by side.
 */

/** What names a batch of logs in the outbox (its order key: batches need no order among themselves). */
export const REVIEW_LOGS_SUBJECT = "review-logs";
export const reviewLogsSubject = (key: string) => `${REVIEW_LOGS_SUBJECT}:${key}`;
/** Where the cursor of the last merged page is kept (Dexie meta: cleared with the learner's data). */
export const REVIEW_CURSOR_KEY = "review:cursor";
/** Where the ETag of the last page is kept (etags.ts's `etagKey("review-logs")`: forgotten with the others). */
export const REVIEW_ETAG_KEY = "etag:review-logs";

/** A page as fetched: null when the server answered 304 (nothing since the cursor), else the page and its ETag. */
export type FetchedPage = { page: ReviewLogsPage; etag: string | null } | null;

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

/** A log the server handed back, as the device replays it (null for one this app cannot read). */
export function fromWireLog(log: StoredReviewLog): ReviewLogEntry | null {
  const reviewedAt = Date.parse(log.reviewed_at.date);
  if (!isGrade(log.rating) || !Number.isFinite(reviewedAt) || !parseCardId(log.card_id)) return null;
  return { id: log.id, cardId: log.card_id, grade: log.rating, reviewedAt, durationMs: log.duration_ms };
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

/** Cards the pulled logs name that this device does not have yet (studied on another device). */
async function addMissingCards(db: VajehDatabase, logs: readonly ReviewLogEntry[]): Promise<void> {
  const firstAt = new Map<string, number>();
  for (const log of logs)
    firstAt.set(log.cardId, Math.min(firstAt.get(log.cardId) ?? Infinity, log.reviewedAt));
  const ids = [...firstAt.keys()];
  const existing = await db.reviewCards.bulkGet(ids);
  const missing: ReviewCardRow[] = [];
  ids.forEach((cardId, i) => {
    const parsed = parseCardId(cardId);
    const at = firstAt.get(cardId);
    if (existing[i] || !parsed || at === undefined) return;
    missing.push({
      cardId,
      wordId: parsed.wordId,
      kind: parsed.kind,
      addedAt: at,
      fresh: 1,
      due: at,
      state: null,
    });
  });
  await db.reviewCards.bulkAdd(missing);
}

async function storedCursor(db: VajehDatabase): Promise<string> {
  const row = await db.meta.get(REVIEW_CURSOR_KEY);
  return typeof row?.value === "string" ? row.value : "0";
}

/**
 * Pulls every log the server received since this device's cursor, page by page (the first asked with
 * the ETag of the last answer, so a re-sync that finds nothing new moves only headers), and merges each page
 * by replay (mergeRemoteLogs: new logs kept, touched cards replayed; a card studied only on another
 * device is added first). A page and its cursor land in one transaction, so the cursor never names
 * logs the device does not hold; a failure leaves the device at the last merged page. Each page is
 * replayed with the learner's settings as stored in that transaction (desired retention, parameters),
 * never the defaults: a card's state is the replay of its logs with the current settings. Returns how
 * many logs were new here.
 */
export async function pullReviewLogs(
  db: VajehDatabase,
  fetchPage: (after: string, etag: string | null) => Promise<FetchedPage>,
  offsetMinutes: number,
): Promise<number> {
  let added = 0;
  let cursor = await storedCursor(db);
  const tag = await db.meta.get(REVIEW_ETAG_KEY);
  let etag = typeof tag?.value === "string" ? tag.value : null;
  for (;;) {
    const fetched = await fetchPage(cursor, etag);
    if (!fetched) return added;
    const { page } = fetched;
    const logs = page.logs.map(fromWireLog).filter((l): l is ReviewLogEntry => l !== null);
    added += await db.transaction("rw", [db.reviewCards, db.reviewLogs, db.meta], async () => {
      await addMissingCards(db, logs);
      const scheduler = schedulerFor(await readStoredReviewSettings(db));
      const fresh = await mergeRemoteLogs(db, scheduler, logs, offsetMinutes);
      await db.meta.put({ key: REVIEW_CURSOR_KEY, value: page.cursor });
      if (fetched.etag) await db.meta.put({ key: REVIEW_ETAG_KEY, value: fetched.etag });
      else await db.meta.delete(REVIEW_ETAG_KEY);
      return fresh;
    });
    if (!page.more || page.cursor === cursor) return added;
    cursor = page.cursor;
    etag = null;
  }
}
