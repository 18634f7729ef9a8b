import { useLoaderData } from "react-router";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { EmptyState } from "../../ui/empty-state";
import { Icon } from "../../ui/icon";
import { REVIEW_SETTINGS_PATH, REVIEW_STATS_PATH } from "../../ui/review-paths";
import { useCanUndo } from "../../data/review/review-queries";
import type { ReviewScheduler } from "../../domain/review/scheduler";
import { intervalUntil } from "../../domain/review/interval";
import { ArticleCard } from "./article-card";
import { MeaningCard } from "./meaning-card";
import type { OpenedReview, SessionView } from "./open-review-session";
import { ReviewProgress } from "./review-progress";
import { intervalText } from "./review-text";
import { SessionSummary } from "./session-summary";
import { TypedCard } from "./typed-card";
import { useReviewSession } from "./use-review-session";

/**
 * `/review`: the session (issue 16), from the device only, so it works with no network. The route's
 * loader opens it (open-review-session.ts), so the first render shows the first card. A reload
 * continues it where it was; the last answer can be taken back.
 */
export function ReviewSessionScreen() {
  const opened = useLoaderData<OpenedReview>();
  if (opened.status === "failed")
    return <EmptyState title={fa.reviewOpenFailed} text={opened.message} action={<HomeLink />} />;
  // Each run of the loader (a new visit, or /review followed again) starts from what it read.
  return <ReviewSession key={opened.view.at} scheduler={opened.scheduler} opened={opened.view} />;
}

function HomeLink() {
  return <ButtonLink to="/">{fa.reviewToHome}</ButtonLink>;
}

function ReviewSession({ scheduler, opened }: { scheduler: ReviewScheduler; opened: SessionView }) {
  const { view, busy, answer, undo, skip } = useReviewSession(scheduler, opened);
  // Undo is offered for the session's last answer only, while its log is on this device only.
  const undoLogId = view.session.undo?.logId ?? null;
  const canUndo = useCanUndo(undoLogId);

  const { session, current, nextDue, at: now } = view;
  let undoButton = null;
  if (session.undo !== null && canUndo === true)
    undoButton = (
      <Button variant="outline" size="sm" onClick={() => void undo()} disabled={busy}>
        <Icon name="history" className="size-5" />
        {fa.reviewUndo}
      </Button>
    );
  else if (session.undo !== null && canUndo === false)
    undoButton = (
      <p className="text-center text-sm text-neutral-700" data-undo="gone">
        {fa.reviewUndoSent}
      </p>
    );

  if (!current) {
    if (session.answers.length > 0)
      return (
        <div className="flex flex-col gap-4">
          {undoButton}
          <SessionSummary answers={session.answers} nextDue={nextDue} now={now} />
        </div>
      );
    return (
      <EmptyState
        title={fa.reviewNothingDueTitle}
        text={
          nextDue === null
            ? fa.reviewNothingDueText
            : format(fa.reviewNextDue, { when: intervalText(intervalUntil(now, nextDue)) })
        }
        action={
          <>
            <HomeLink />
            <ButtonLink to={REVIEW_STATS_PATH} variant="outline">
              {fa.reviewToStats}
            </ButtonLink>
            <ButtonLink to={REVIEW_SETTINGS_PATH} variant="outline">
              {fa.reviewSettingsLink}
            </ButtonLink>
          </>
        }
      />
    );
  }

  const { card, word } = current;
  const key = `${card.cardId}:${session.answers.length}`;
  let body;
  if (!word) {
    body = (
      <EmptyState
        title={fa.reviewMissingWord}
        action={<Button onClick={() => void skip()}>{fa.reviewSkip}</Button>}
      />
    );
  } else if (card.kind === "meaning") {
    body = (
      <MeaningCard
        key={key}
        word={word}
        now={current.shownAt}
        dueByGrade={current.dueByGrade}
        onAnswer={(g) => void answer(g)}
        busy={busy}
      />
    );
  } else if (card.kind === "article") {
    body = <ArticleCard key={key} word={word} onAnswer={(g) => void answer(g)} busy={busy} />;
  } else {
    body = <TypedCard key={key} word={word} kind={card.kind} onAnswer={(g) => void answer(g)} busy={busy} />;
  }

  return (
    <div className="flex flex-col gap-5" data-card={card.cardId} data-kind={card.kind}>
      <h1 className="sr-only">{fa.reviewTitle}</h1>
      <ReviewProgress done={session.answers.length} left={session.queue.length} />
      {body}
      {undoButton ? <div className="flex justify-center">{undoButton}</div> : null}
    </div>
  );
}
