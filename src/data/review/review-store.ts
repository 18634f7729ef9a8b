import { cardIdOf, type CardKind, cardKindsFor, type ReviewableWord } from "../../domain/review/card-kinds";
import type { Grade } from "../../domain/review/grading";
import { reviewDayKey } from "../../domain/review/review-day";
import {
  answerCard,
  newCardState,
  replayCard,
  type CardState,
  type ReviewLogEntry,
  type ReviewScheduler,
} from "../../domain/review/scheduler";
import type { VajehDatabase } from "../db/database";
import type { ReviewCardRow, ReviewLogRow } from "./review-rows";

/**
 * Spaced review on the device (issue 16): cards enter when a word is studied or saved; every answer
 * is an append-only log written in the same transaction as the card's new state; logs from other
 * devices are merged by replaying each touched card's logs, so every device reaches the same state.
 * Every function takes the database, so tests use their own.
 */

/** Puts a word's cards into review (those it does not have yet); returns how many were added. */
export async function enterReview(
  db: VajehDatabase,
  word: ReviewableWord,
  now: number,
  enabled?: ReadonlySet<CardKind>,
): Promise<number> {
  const rows: ReviewCardRow[] = cardKindsFor(word, enabled).map((kind) => ({
    cardId: cardIdOf(word.id, kind),
    wordId: word.id,
    kind,
    addedAt: now,
    fresh: 1,
    due: now,
    state: null,
  }));
  return db.transaction("rw", db.reviewCards, async () => {
    const existing = await db.reviewCards.bulkGet(rows.map((r) => r.cardId));
    const missing = rows.filter((_, i) => existing[i] === undefined);
    await db.reviewCards.bulkAdd(missing);
    return missing.length;
  });
}

export interface Answer {
  logId: string;
  cardId: string;
  grade: Grade;
  now: number;
  durationMs: number;
  offsetMinutes: number;
}

function rowWithState(row: ReviewCardRow, state: CardState): ReviewCardRow {
  return { ...row, fresh: 0, due: state.due, state };
}

/**
 * Records an answer: the log (pending until the server has it) and the card's new state, in one
 * transaction, so a reload or a closed app never keeps one without the other. Null for an unknown card.
 */
export async function recordAnswer(
  db: VajehDatabase,
  scheduler: ReviewScheduler,
  answer: Answer,
): Promise<CardState | null> {
  return db.transaction("rw", [db.reviewCards, db.reviewLogs], async () => {
    const row = await db.reviewCards.get(answer.cardId);
    if (!row) return null;
    const log: ReviewLogRow = {
      id: answer.logId,
      cardId: answer.cardId,
      grade: answer.grade,
      reviewedAt: answer.now,
      durationMs: Math.max(0, Math.round(answer.durationMs)),
      day: reviewDayKey(answer.now, answer.offsetMinutes),
      pending: 1,
    };
    await db.reviewLogs.add(log);
    // Answered after a later log from another device, or in the same millisecond as the last one
    // (whose place among equal times the log ids decide: orderLogs)? Replay keeps every device on
    // the same state.
    const last = row.state?.lastReview ?? Number.NEGATIVE_INFINITY;
    const state =
      answer.now > last
        ? answerCard(scheduler, row.state ?? newCardState(answer.now), answer.grade, answer.now)
        : replayCard(scheduler, await db.reviewLogs.where("cardId").equals(answer.cardId).toArray());
    if (!state) return null;
    await db.reviewCards.put(rowWithState(row, state));
    return state;
  });
}

/**
 * Takes logs from the server (any order, already-known ones included): new ones are kept, and each
 * card they touch is replayed from all its logs. Returns the number of logs that were new here.
 */
export async function mergeRemoteLogs(
  db: VajehDatabase,
  scheduler: ReviewScheduler,
  logs: readonly ReviewLogEntry[],
  offsetMinutes: number,
): Promise<number> {
  if (logs.length === 0) return 0;
  return db.transaction("rw", [db.reviewCards, db.reviewLogs], async () => {
    const known = await db.reviewLogs.bulkGet(logs.map((l) => l.id));
    const fresh = logs.filter((_, i) => known[i] === undefined);
    const unique = [...new Map(fresh.map((l) => [l.id, l])).values()];
    await db.reviewLogs.bulkAdd(
      unique.map((l) => ({ ...l, day: reviewDayKey(l.reviewedAt, offsetMinutes), pending: 0 as const })),
    );
    // The server has the known ones too: they are no longer pending.
    const settled = logs.filter((_, i) => known[i]?.pending === 1).map((l) => l.id);
    await Promise.all(settled.map((id) => db.reviewLogs.update(id, { pending: 0 })));
    for (const cardId of new Set(unique.map((l) => l.cardId))) {
      const row = await db.reviewCards.get(cardId);
      if (!row) continue; // A card this device has not got yet (its word not synced): replayed when it enters.
      const state = replayCard(scheduler, await db.reviewLogs.where("cardId").equals(cardId).toArray());
      if (state) await db.reviewCards.put(rowWithState(row, state));
    }
    return unique.length;
  });
}
