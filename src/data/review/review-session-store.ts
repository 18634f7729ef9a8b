import type { Grade } from "../../domain/review/grading";
import type { ReviewSettings } from "../../domain/review/review-settings";
import { endOfReviewDay, reviewDayKey } from "../../domain/review/review-day";
import type { CardState, ReviewScheduler } from "../../domain/review/scheduler";
import { afterAnswer, newCardsLeft } from "../../domain/review/session-queue";
import { db as appDb } from "../db/db";
import type { VajehDatabase } from "../db/database";
import { enterWordsBeforeOpen } from "./review-entry";
import { kindSet } from "./review-settings";
import { loadQueue, newIntroducedOn } from "./review-due";
import { recordAnswer } from "./review-store";
import { undoAnswer, type UndoResult } from "./review-undo";
import { REVIEW_SESSION_KEY } from "./review-undo-hold";

export { REVIEW_SESSION_KEY } from "./review-undo-hold";

/**
 * The review session as kept on the device (one `meta` row), so a reload or a closed app continues
 * where it was: the cards still to ask, the answers given, and what undo would restore. Every answer
 * writes its log, the card's state and this record in one transaction. Offline: Dexie only.
 */
export interface SessionAnswer {
  logId: string;
  cardId: string;
  grade: Grade;
  durationMs: number;
}

export interface ReviewSession {
  /** The review day it belongs to; a session of an earlier day is not continued. */
  day: string;
  startedAt: number;
  queue: string[];
  answers: SessionAnswer[];
  /**
   * The session's last answer (when it was given) and the queue before it: the only answer undo
   * offers, and only while its log is on this device only (review-undo-hold.ts).
   */
  undo: { logId: string; at: number; queue: string[] } | null;
}

function asSession(value: unknown): ReviewSession | null {
  if (typeof value !== "object" || value === null) return null;
  const s = value as Partial<ReviewSession>;
  return typeof s.day === "string" && Array.isArray(s.queue) && Array.isArray(s.answers)
    ? { day: s.day, startedAt: s.startedAt ?? 0, queue: s.queue, answers: s.answers, undo: s.undo ?? null }
    : null;
}

export async function readSession(db: VajehDatabase = appDb): Promise<ReviewSession | null> {
  return asSession((await db.meta.get(REVIEW_SESSION_KEY))?.value);
}

const write = (db: VajehDatabase, session: ReviewSession) =>
  db.meta.put({ key: REVIEW_SESSION_KEY, value: session });

/**
 * Opens the session: today's unfinished one continues (cards no longer asked are dropped); otherwise
 * studied and saved words not yet in review enter it (enterWordsBeforeOpen), and a new queue is built from the due cards and
 * the new cards the daily limit leaves.
 */
export async function openSession(
  settings: ReviewSettings,
  now: number,
  offsetMinutes: number,
  db: VajehDatabase = appDb,
): Promise<ReviewSession> {
  const day = reviewDayKey(now, offsetMinutes);
  const kinds = kindSet(settings);
  const kept = await readSession(db);
  if (kept && kept.day === day && kept.queue.length > 0) {
    const rows = await db.reviewCards.bulkGet(kept.queue);
    const queue = kept.queue.filter((_, i) => {
      const row = rows[i];
      return row !== undefined && kinds.has(row.kind);
    });
    if (queue.length > 0) {
      const session = { ...kept, queue };
      await write(db, session);
      return session;
    }
  }
  await enterWordsBeforeOpen(now, db);
  const newLeft = newCardsLeft(settings.dailyNewLimit, await newIntroducedOn(db, day));
  const queue = await loadQueue(db, now, endOfReviewDay(now, offsetMinutes), newLeft, kinds);
  const session: ReviewSession = { day, startedAt: now, queue, answers: [], undo: null };
  await write(db, session);
  return session;
}

export interface SessionAnswerInput extends SessionAnswer {
  now: number;
  offsetMinutes: number;
}

/** Records an answer to the session's current card, its log, its new state and the session together. */
export async function answerInSession(
  scheduler: ReviewScheduler,
  answer: SessionAnswerInput,
  db: VajehDatabase = appDb,
): Promise<{ session: ReviewSession; state: CardState | null }> {
  return db.transaction("rw", [db.reviewCards, db.reviewLogs, db.meta], async () => {
    const session = await readSession(db);
    if (!session) throw new Error("no review session");
    const state = await recordAnswer(db, scheduler, {
      logId: answer.logId,
      cardId: answer.cardId,
      grade: answer.grade,
      now: answer.now,
      durationMs: answer.durationMs,
      offsetMinutes: answer.offsetMinutes,
    });
    const at = session.queue.indexOf(answer.cardId);
    const rest = at < 0 ? session.queue : [answer.cardId, ...session.queue.filter((_, i) => i !== at)];
    const queue = state
      ? afterAnswer(rest, state, endOfReviewDay(answer.now, answer.offsetMinutes))
      : rest.slice(1);
    const next: ReviewSession = {
      ...session,
      queue,
      answers: [
        ...session.answers,
        { logId: answer.logId, cardId: answer.cardId, grade: answer.grade, durationMs: answer.durationMs },
      ],
      undo: { logId: answer.logId, at: answer.now, queue: session.queue },
    };
    await write(db, next);
    return { session: next, state };
  });
}

/**
 * Takes back the session's last answer (log, card state and queue together); refused once its log
 * has left the device's hands (in an outbox entry or settled), and then it is offered no more.
 */
export async function undoLastAnswer(
  scheduler: ReviewScheduler,
  db: VajehDatabase = appDb,
): Promise<{ result: UndoResult; session: ReviewSession | null }> {
  return db.transaction("rw", [db.reviewCards, db.reviewLogs, db.meta, db.outbox], async () => {
    const session = await readSession(db);
    if (!session?.undo) return { result: "unknown" as const, session };
    const result = await undoAnswer(db, scheduler, session.undo.logId);
    const undoneId = session.undo.logId;
    const next: ReviewSession =
      result === "undone"
        ? {
            ...session,
            queue: session.undo.queue,
            answers: session.answers.filter((a) => a.logId !== undoneId),
            undo: null,
          }
        : { ...session, undo: null };
    await write(db, next);
    return { result, session: next };
  });
}

/** Forgets the session (the learner starts afresh; answers already given stay in the logs). */
export async function closeSession(db: VajehDatabase = appDb): Promise<void> {
  await db.meta.delete(REVIEW_SESSION_KEY);
}

/** Puts a card whose word is not on the device aside for this session (no answer is recorded). */
export async function skipCard(cardId: string, db: VajehDatabase = appDb): Promise<ReviewSession | null> {
  return db.transaction("rw", db.meta, async () => {
    const session = await readSession(db);
    if (!session) return null;
    const next = { ...session, queue: session.queue.filter((id) => id !== cardId) };
    await write(db, next);
    return next;
  });
}
