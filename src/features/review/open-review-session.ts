import type { WordRow } from "../../data/db/rows";
import type { ReviewCardRow } from "../../data/review/review-rows";
import { nextDueAt, readSessionCard } from "../../data/review/review-queries";
import { openSession, type ReviewSession, skipCard } from "../../data/review/review-session-store";
import { readReviewSettings, schedulerFor } from "../../data/review/review-settings";
import type { Grade } from "../../domain/review/grading";
import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { newCardState, previewDue, type ReviewScheduler } from "../../domain/review/scheduler";
import { describeError } from "../../ui/describe-error";

export interface CurrentCard {
  card: ReviewCardRow;
  word: WordRow | null;
  shownAt: number;
  dueByGrade: Record<Grade, number>;
}

export interface SessionView {
  session: ReviewSession;
  current: CurrentCard | null;
  nextDue: number | null;
  /** When this view was read (the end summary counts from it). */
  at: number;
}

/** What the `/review` route's loader hands the screen: the opened session, or why it could not open. */
export type OpenedReview =
  { status: "ready"; scheduler: ReviewScheduler; view: SessionView } | { status: "failed"; message: string };

/**
 * The view of a session: its first card whose word is on the device (a card whose word is gone is
 * put aside, with no answer recorded), or, when none is left, when the next card falls due.
 */
export async function viewOfSession(opened: ReviewSession, scheduler: ReviewScheduler): Promise<SessionView> {
  const now = Date.now();
  let session = opened;
  for (let head = session.queue[0]; head !== undefined; head = session.queue[0]) {
    const found = await readSessionCard(head);
    if (found) {
      const dueByGrade = previewDue(scheduler, found.card.state ?? newCardState(now), now);
      return { session, current: { ...found, shownAt: now, dueByGrade }, nextDue: null, at: now };
    }
    const next = await skipCard(head);
    if (!next) break;
    session = next;
  }
  return { session, current: null, nextDue: await nextDueAt(now), at: now };
}

/**
 * The `/review` route's loader: opens (or continues) the device's session and reads its first card,
 * from Dexie only. As a loader it runs while the screen's chunk loads, and the screen's first render
 * already shows the card (tests/bench/review-open.bench.ts); the guards' middleware runs before it.
 */
export async function openReviewSession(): Promise<OpenedReview> {
  try {
    const settings = await readReviewSettings();
    const scheduler = schedulerFor(settings);
    const now = Date.now();
    const session = await openSession(settings, now, deviceOffsetMinutes(now));
    return { status: "ready", scheduler, view: await viewOfSession(session, scheduler) };
  } catch (error) {
    return { status: "failed", message: describeError(error) };
  }
}
