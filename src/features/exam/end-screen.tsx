import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { lessonPath, TIME_UP_QUERY } from "../../shared/route-paths";
import { useFinishExam } from "./use-finish-exam";

/**
 * /exam/…/{processId}/end: the exam has finished (or its time ran out, `?time-up=1`, which a reload
 * keeps); the button completes it, and the page then shows the score and the best score, with the
 * way back to the lesson.
 */
export function EndScreen() {
  const { courseId = "", lessonId = "", sectionId = "", examId = "", processId = "" } = useParams();
  const [search] = useSearchParams();
  const timeUp = search.get(TIME_UP_QUERY) === "1";
  const place = useMemo(
    () => ({ courseId, lessonId, sectionId, examId }),
    [courseId, lessonId, sectionId, examId],
  );
  const { finish, busy, result } = useFinishExam(place, processId);
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-neutral-200">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-800">
        <Icon name="star" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">{timeUp ? fa.examTimeUpTitle : fa.examFinishedTitle}</h1>
      {result ? (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-xl font-bold text-primary-900">
            {format(fa.examScore, { score: toPersianDigits(result.score) })}
          </p>
          <p className="text-neutral-700">
            {format(fa.examHighScore, { score: toPersianDigits(result.high.score) })}
          </p>
        </div>
      ) : (
        <p className="text-neutral-700">{timeUp ? fa.examTimeUpText : fa.examFinishedText}</p>
      )}
      {result ? (
        <ButtonLink to={lessonPath(place)} replace size="lg" fullWidth className="max-w-xs">
          {fa.studyBackToLesson}
        </ButtonLink>
      ) : (
        <Button size="lg" fullWidth loading={busy} onClick={() => void finish()} className="max-w-xs">
          {fa.examFinish}
        </Button>
      )}
    </section>
  );
}
