import { useCallback, useRef, useState } from "react";
import {
  answerInSession,
  type ReviewSession,
  skipCard,
  undoLastAnswer,
} from "../../data/review/review-session-store";
import type { Grade } from "../../domain/review/grading";
import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { type SessionView, viewOfSession } from "./open-review-session";
import type { ReviewScheduler } from "../../domain/review/scheduler";

/** Answer times are capped, as Anki caps them: a card left open while away is not an hour's work. */
const MAX_ANSWER_MS = 60_000;

/**
 * The review session on screen, from the session the route's loader opened (open-review-session.ts):
 * records answers, takes back the last one and puts aside a card whose word is gone. Everything is
 * read from and written to Dexie.
 */
export function useReviewSession(scheduler: ReviewScheduler, opened: SessionView) {
  const [view, setView] = useState<SessionView>(opened);
  const [busy, setBusy] = useState(false);
  // The scheduler of the settings the session opened with, for every answer of this screen.
  const schedulerRef = useRef(scheduler);

  const show = useCallback(async (session: ReviewSession) => {
    setView(await viewOfSession(session, schedulerRef.current));
  }, []);

  const answer = useCallback(
    async (grade: Grade) => {
      if (!view.current || busy) return;
      const now = Date.now();
      setBusy(true);
      try {
        const { session } = await answerInSession(schedulerRef.current, {
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
    if (busy) return;
    setBusy(true);
    try {
      const { result, session } = await undoLastAnswer(schedulerRef.current);
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
    if (!view.current) return;
    const session = await skipCard(view.current.card.cardId);
    if (session) await show(session);
  }, [show, view]);

  return { view, busy, answer, undo, skip };
}
