import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { addDays, deviceOffsetMinutes, endOfReviewDay, reviewDayKey } from "../../domain/review/review-day";
import {
  cardsByState,
  type DayCount,
  dueForecast,
  type Retention,
  reviewsPerDay,
  type StateCounts,
  trueRetention,
} from "../../domain/review/review-stats";
import { newCardsLeft } from "../../domain/review/session-queue";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import type { WordRow } from "../db/rows";
import type { ReviewCardRow } from "./review-rows";
import { kindSet, readStoredReviewSettings } from "./review-settings-read";
import { dueCount, freshCardIds, newIntroducedOn } from "./review-due";
import { stillOnDeviceOnly } from "./review-undo-hold";

/** Live reads of review for the home card, the Words tab and the stats screen (Dexie only, offline). */

/** The clock, ticking every `everyMs`, so counts follow cards becoming due while a screen stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface ReviewToday {
  /** Cards to ask now: due reviews and the new cards today's limit leaves. */
  toReview: number;
  due: number;
  fresh: number;
  reviewsToday: number;
  goal: number;
  /** Days in a row, up to today, on which the daily goal was met. */
  streak: number;
}

export async function readReviewToday(now: number, db: VajehDatabase = appDb): Promise<ReviewToday> {
  const settings = await readStoredReviewSettings(db);
  const offset = deviceOffsetMinutes(now);
  const today = reviewDayKey(now, offset);
  const kinds = kindSet(settings);
  const due = await dueCount(db, now, endOfReviewDay(now, offset), kinds);
  const freshCards = (await freshCardIds(db, kinds)).length;
  const fresh = Math.min(freshCards, newCardsLeft(settings.dailyNewLimit, await newIntroducedOn(db, today)));
  const reviewsToday = await db.reviewLogs.where("day").equals(today).count();
  // Today not met yet does not break the streak.
  const streak =
    (reviewsToday >= settings.dailyGoal ? 1 : 0) + (await daysMetBefore(db, today, settings.dailyGoal));
  return { toReview: due + fresh, due, fresh, reviewsToday, goal: settings.dailyGoal, streak };
}

/** Days counted at once, back from yesterday, while the streak holds. */
const STREAK_WEEK = 7;

/**
 * How many days in a row before `today` met the daily goal: the `day` index counted back a week at a
 * time, the week's seven counts asked together in one transaction (a count per day, one after
 * another, took 30 ms for a 100-day streak in Chromium; this takes 10).
 */
async function daysMetBefore(db: VajehDatabase, today: string, goal: number): Promise<number> {
  return db.transaction("r", db.reviewLogs, async () => {
    let met = 0;
    for (let start = addDays(today, -1); ; start = addDays(start, -STREAK_WEEK)) {
      const days = Array.from({ length: STREAK_WEEK }, (_, i) => addDays(start, -i));
      const counts = await Promise.all(days.map((day) => db.reviewLogs.where("day").equals(day).count()));
      const missed = counts.findIndex((count) => count < goal);
      if (missed >= 0) return met + missed;
      met += STREAK_WEEK;
    }
  });
}

/**
 * Today's review figures, live: read once by the signed-in frame, which gives them to its screens
 * (review-today-context.tsx, useReviewToday).
 */
export function useLiveReviewToday(): ReviewToday | undefined {
  const now = useNow();
  return useLiveQuery(() => readReviewToday(now), [now]);
}

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
