import type { ReviewLogsPage, StoredReviewLog } from "../../contract/review";
import { parseCardId } from "../../domain/review/card-kinds";
import { isGrade } from "../../domain/review/grading";
import type { ReviewLogEntry } from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import type { ReviewCardRow } from "./review-rows";
import { readStoredReviewSettings } from "./review-settings-read";
import { schedulerFor } from "./review-settings-store";
import { mergeRemoteLogs } from "./review-store";

/*
 * The logs of other devices, pulled by cursor and merged by replay (issue 16). The push side (logs
 * into outbox entries) is review-log-sync.ts, apart, so the sync pull loads no outbox code and no
 * request schemas (issue 13).
 */

/** Where the cursor of the last merged page is kept (Dexie meta: cleared with the learner's data). */
export const REVIEW_CURSOR_KEY = "review:cursor";
/** Where the ETag of the last page is kept (etags.ts's `etagKey("review-logs")`: forgotten with the others). */
export const REVIEW_ETAG_KEY = "etag:review-logs";

/** A page as fetched: null when the server answered 304 (nothing since the cursor), else the page and its ETag. */
export type FetchedPage = { page: ReviewLogsPage; etag: string | null } | null;

/** A log the server handed back, as the device replays it (null for one this app cannot read). */
export function fromWireLog(log: StoredReviewLog): ReviewLogEntry | null {
  const reviewedAt = Date.parse(log.reviewed_at.date);
  if (!isGrade(log.rating) || !Number.isFinite(reviewedAt) || !parseCardId(log.card_id)) return null;
  return { id: log.id, cardId: log.card_id, grade: log.rating, reviewedAt, durationMs: log.duration_ms };
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
