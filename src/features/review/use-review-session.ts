import { useCallback, useEffect, useRef, useState } from "react";
import type { WordRow } from "../../data/db/rows";
import type { ReviewCardRow } from "../../data/review/review-rows";
import { nextDueAt, readSessionCard } from "../../data/review/review-queries";
import {
  answerInSession,
  openSession,
  type ReviewSession,
  skipCard,
  undoLastAnswer,
} from "../../data/review/review-session-store";
import { readReviewSettings, schedulerFor } from "../../data/review/review-settings";
import type { Grade } from "../../domain/review/grading";
import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { newCardState, previewDue, type ReviewScheduler } from "../../domain/review/scheduler";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { describeError, notify } from "../../ui";

/** Answer times are capped, as Anki caps them: a card left open while away is not an hour's work. */
const MAX_ANSWER_MS = 60_000;

export interface CurrentCard {
  card: ReviewCardRow;
  word: WordRow | null;
  shownAt: number;
  dueByGrade: Record<Grade, number>;
}

export type SessionView =
  | { status: "loading" }
  | {
      status: "ready";
      session: ReviewSession;
      current: CurrentCard | null;
      nextDue: number | null;
      /** When this view was read (the end summary counts from it). */
      at: number;
    };

/**
 * The review session on screen: opens (or continues) the device's session, shows its first card,
 * records answers and takes back the last one. Everything is read from and written to Dexie.
 */
export function useReviewSession() {
  const [view, setView] = useState<SessionView>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const scheduler = useRef<ReviewScheduler | null>(null);
  const opened = useRef(false);

  const show = useCallback(async (opened: ReviewSession) => {
    const now = Date.now();
    let session = opened;
    let found = null;
    // A card whose word is no longer on the device is put aside (no answer is recorded).
    for (let head = session.queue[0]; head !== undefined; head = session.queue[0]) {
      found = await readSessionCard(head);
      if (found) break;
      const next = await skipCard(head);
      if (!next) break;
      session = next;
    }
    if (!found || !scheduler.current) {
      setView({ status: "ready", session, current: null, nextDue: await nextDueAt(now), at: now });
      return;
    }
    const dueByGrade = previewDue(scheduler.current, found.card.state ?? newCardState(now), now);
    setView({
      status: "ready",
      session,
      current: { card: found.card, word: found.word, shownAt: now, dueByGrade },
      nextDue: null,
      at: now,
    });
  }, []);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void (async () => {
      const settings = await readReviewSettings();
      scheduler.current = schedulerFor(settings);
      const now = Date.now();
      await show(await openSession(settings, now, deviceOffsetMinutes(now)));
    })().catch((error: unknown) => notify.error(describeError(error)));
  }, [show]);

  const answer = useCallback(
    async (grade: Grade) => {
      if (view.status !== "ready" || !view.current || !scheduler.current || busy) return;
      const now = Date.now();
      setBusy(true);
      try {
        const { session } = await answerInSession(scheduler.current, {
          logId: crypto.randomUUID(),
          cardId: view.current.card.cardId,
          grade,
          durationMs: Math.min(MAX_ANSWER_MS, Math.max(0, now - view.current.shownAt)),
          now,
          offsetMinutes: deviceOffsetMinutes(now),
        });
        await show(session);
      } catch (error) {
        notify.error(format(fa.reviewSaveFailed, { reason: describeError(error) }));
      } finally {
        setBusy(false);
      }
    },
    [busy, show, view],
  );

  const undo = useCallback(async () => {
    if (!scheduler.current || busy) return;
    setBusy(true);
    try {
      const { result, session } = await undoLastAnswer(scheduler.current);
      if (result === "undone") notify.info(fa.reviewUndone);
      if (result === "left-device") notify.error(fa.reviewUndoSent);
      if (session) await show(session);
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setBusy(false);
    }
  }, [busy, show]);

  const skip = useCallback(async () => {
    if (view.status !== "ready" || !view.current) return;
    const session = await skipCard(view.current.card.cardId);
    if (session) await show(session);
  }, [show, view]);

  return { view, busy, answer, undo, skip };
}
