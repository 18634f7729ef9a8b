import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ReviewLog, ReviewLogsPage, ReviewLogsPushAnswer } from "../../../../src/contract/review.js";
import type { Db } from "../../db/client.js";
import { bookmarks, lessons, reviewLogHeads, reviewLogs, wordProgress, words } from "../../db/schema.js";
import { hasActiveSubscription } from "../../services/access.js";
import { dateObject } from "../../../../src/contract/common.js";

type StoredRow = typeof reviewLogs.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The word of a card id the contract accepted (`<word id>:<kind>`, the word id may hold colons). */
const wordIdOf = (cardId: string) => cardId.slice(0, cardId.lastIndexOf(":"));

/** The same answer: what replay uses (elapsed days are the sending device's view, not compared). */
function sameAnswer(a: Pick<StoredRow, "cardId" | "rating" | "reviewedAt" | "durationMs">, b: ReviewLog) {
  return (
    a.cardId === b.card_id &&
    a.rating === b.rating &&
    a.reviewedAt.getTime() === new Date(b.reviewed_at.date).getTime() &&
    a.durationMs === b.duration_ms
  );
}

/**
 * The words of `wordIds` this user may review: words that exist, in a free lesson, under an active
 * subscription, or that the user completed or saved (a lapsed subscription keeps what was studied).
 */
async function visibleWords(tx: Tx, userId: string, wordIds: string[], now: Date): Promise<Set<string>> {
  if (wordIds.length === 0) return new Set();
  const subscribed = await hasActiveSubscription(tx, userId, now);
  const rows = await tx
    .select({ id: words.id })
    .from(words)
    .innerJoin(lessons, eq(lessons.id, words.lessonId))
    .where(
      and(
        inArray(words.id, wordIds),
        subscribed
          ? sql`true`
          : sql`(${lessons.free}
              or exists (select 1 from ${wordProgress} p where p.user_id = ${userId} and p.word_id = ${words.id})
              or exists (select 1 from ${bookmarks} b where b.user_id = ${userId} and b.word_id = ${words.id}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Stores a push: new logs get the next numbers of this user's sequence, under the lock of the user's
 * head row (taken first, held to commit), so pushes of one user are numbered in commit order and a
 * reader never sees a later number before an earlier one. A log id already stored (or twice in the
 * request) with the same answer is `known`; with a different answer, or on a card of a word the user
 * cannot see, it is `ignored` and reported. Nothing stored is ever changed.
 */
export async function storeReviewLogs(
  db: Db,
  userId: string,
  logs: readonly ReviewLog[],
  now: Date,
): Promise<ReviewLogsPushAnswer> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .insert(reviewLogHeads)
      .values({ userId, lastSeq: 0 })
      .onConflictDoUpdate({ target: reviewLogHeads.userId, set: { lastSeq: sql`${reviewLogHeads.lastSeq}` } })
      .returning({ lastSeq: reviewLogHeads.lastSeq });
    if (!head) throw new Error("review_log_heads row neither inserted nor locked");
    const ids = [...new Set(logs.map((l) => l.id))];
    const stored = await tx
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), inArray(reviewLogs.id, ids)));
    const byId = new Map<string, Pick<StoredRow, "cardId" | "rating" | "reviewedAt" | "durationMs">>(
      stored.map((r) => [r.id, r]),
    );
    const visible = await visibleWords(tx, userId, [...new Set(logs.map((l) => wordIdOf(l.card_id)))], now);
    const answer: ReviewLogsPushAnswer = { stored: 0, known: 0, ignored: [] };
    const fresh: (typeof reviewLogs.$inferInsert)[] = [];
    for (const log of logs) {
      const earlier = byId.get(log.id);
      if (earlier) {
        if (sameAnswer(earlier, log)) answer.known++;
        else answer.ignored.push({ id: log.id, reason: "conflict" });
        continue;
      }
      const wordId = wordIdOf(log.card_id);
      if (!visible.has(wordId)) {
        answer.ignored.push({ id: log.id, reason: "unknown_card" });
        continue;
      }
      const row = {
        userId,
        id: log.id,
        seq: head.lastSeq + fresh.length + 1,
        cardId: log.card_id,
        wordId,
        rating: log.rating,
        reviewedAt: new Date(log.reviewed_at.date),
        elapsedDays: log.elapsed_days,
        durationMs: log.duration_ms,
        receivedAt: now,
      };
      fresh.push(row);
      byId.set(log.id, row);
    }
    if (fresh.length > 0) {
      await tx.insert(reviewLogs).values(fresh);
      await tx
        .update(reviewLogHeads)
        .set({ lastSeq: head.lastSeq + fresh.length })
        .where(eq(reviewLogHeads.userId, userId));
    }
    answer.stored = fresh.length;
    return answer;
  });
}

/**
 * This user's logs numbered after `after`, oldest first, at most `limit`. A cursor past the user's
 * last number (a database restored from an older backup) starts again from the beginning: the app
 * merges by id, so a repeat is harmless and nothing is skipped.
 */
export async function readReviewLogs(
  db: Db,
  userId: string,
  after: number,
  limit: number,
): Promise<ReviewLogsPage> {
  const page = () =>
    db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), gt(reviewLogs.seq, from)))
      .orderBy(asc(reviewLogs.seq))
      .limit(limit + 1);
  let from = after;
  let rows = await page();
  if (rows.length === 0 && after > 0) {
    const [head] = await db
      .select({ lastSeq: reviewLogHeads.lastSeq })
      .from(reviewLogHeads)
      .where(eq(reviewLogHeads.userId, userId));
    if ((head?.lastSeq ?? 0) < after) {
      from = 0;
      rows = await page();
    }
  }
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    logs: shown.map((r) => ({
      id: r.id,
      card_id: r.cardId,
      rating: r.rating,
      reviewed_at: dateObject(r.reviewedAt),
      elapsed_days: r.elapsedDays,
      duration_ms: r.durationMs,
    })),
    cursor: String(last ? last.seq : from),
    more,
  };
}
