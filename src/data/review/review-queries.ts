import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { deviceOffsetMinutes, reviewDayKey } from "../../domain/review/review-day";
import { useNow } from "./use-now";
import {
  cardsByState,
  type DayCount,
  dueForecast,
  type Retention,
  reviewsPerDay,
  type StateCounts,
  trueRetention,
} from "../../domain/review/review-stats";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import type { WordRow } from "../db/rows";
import type { ReviewCardRow } from "./review-rows";
import { stillOnDeviceOnly } from "./review-undo-hold";

/**
 * Reads of review for the stats screen and the session (Dexie only, offline). Today's figures for home,
 * the Words tab and the menu are in review-today.ts.
 */

export interface ReviewStats {
  perDay: DayCount[];
  forecast: DayCount[];
  retention: Retention;
  states: StateCounts;
}

export async function readReviewStats(now: number, db: VajehDatabase = appDb): Promise<ReviewStats> {
  const offset = deviceOffsetMinutes(now);
  const today = reviewDayKey(now, offset);
  const [cards, logs] = await Promise.all([db.reviewCards.toArray(), db.reviewLogs.toArray()]);
  return {
    perDay: reviewsPerDay(logs, today, 30),
    forecast: dueForecast(
      cards.flatMap((c) => (c.state ? [c.state] : [])),
      now,
      offset,
      14,
    ),
    retention: trueRetention(logs, today, 30),
    states: cardsByState(cards.map((c) => c.state)),
  };
}

export function useReviewStats(): ReviewStats | undefined {
  const now = useNow();
  return useLiveQuery(() => readReviewStats(now), [now]);
}

/** When the next card falls due after a session (null: none in review). */
export async function nextDueAt(now: number, db: VajehDatabase = appDb): Promise<number | null> {
  const next = await db.reviewCards
    .where("[fresh+due]")
    .between([0, now], [0, Dexie.maxKey], false, true)
    .first();
  return next?.due ?? null;
}

/** A session card and its word (null when the word is not on the device). */
export async function readSessionCard(
  cardId: string,
  db: VajehDatabase = appDb,
): Promise<{ card: ReviewCardRow; word: WordRow | null } | null> {
  const card = await db.reviewCards.get(cardId);
  if (!card) return null;
  return { card, word: (await db.words.get(card.wordId)) ?? null };
}

/**
 * Whether the session's last answer can still be taken back (its log on this device only), live:
 * false once batching puts it into the outbox; undefined while Dexie answers the first time.
 */
export function useCanUndo(logId: string | null): boolean | undefined {
  return useLiveQuery(async () => (logId ? stillOnDeviceOnly(appDb, logId) : false), [logId]);
}
