import { useMemo } from "react";
import { useLoaderData, useParams } from "react-router";
import type { Exam } from "../../contract/content";
import { toPersianDigits } from "../../domain/digits";
import { formatPersianDate } from "../../domain/persian-date";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { Image16x9 } from "../../ui/image-16x9";
import { LockMark } from "../../ui/lock-mark";
import { durationText } from "./duration-text";
import { ExamOffline } from "./exam-offline";
import { type ExamPlace, lessonPath } from "../../shared/route-paths";
import type { startLoader } from "./start-loader";
import { useStartExam } from "./use-start-exam";

/**
 * /exam/{courseId}/{lessonId}/{sectionId}/{examId}/start: the exam's name, picture, size and time
 * limit; the prior score with «repeat» and «continue the lesson» when it was taken; locked when it
 * has no questions.
 */
export function StartScreen() {
  const loaded = useLoaderData<typeof startLoader>();
  const { courseId = "", lessonId = "", sectionId = "", examId = "" } = useParams();
  const place = useMemo(
    () => ({ courseId, lessonId, sectionId, examId }),
    [courseId, lessonId, sectionId, examId],
  );
  if (loaded.offline) return <ExamOffline courseId={courseId} lessonId={lessonId} />;
  const { exam, image } = loaded;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{exam.name}</h1>
      <Image16x9 src={image} alt="" loading="eager" />
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-neutral-200">
          <dt className="text-sm text-neutral-600">{fa.examQuestionsLabel}</dt>
          <dd className="text-lg font-bold">{toPersianDigits(exam.questions.length)}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-neutral-200">
          <dt className="text-sm text-neutral-600">{fa.examTimeLimitLabel}</dt>
          <dd className="text-lg font-bold">{durationText(exam.deadline)}</dd>
        </div>
      </dl>
      {exam.questions.length === 0 ? (
        <LockedExam place={place} />
      ) : (
        <StartActions exam={exam} place={place} />
      )}
    </div>
  );
}

function LockedExam({ place }: { place: ExamPlace }) {
  return (
    <section
      data-locked=""
      aria-labelledby="exam-locked-title"
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-warning-400 bg-warning-50 p-5 text-center text-warning-950"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-warning-100 text-warning-800">
        <LockMark className="size-6" />
      </span>
      <h2 id="exam-locked-title" className="text-lg font-bold">
        {fa.examLockedTitle}
      </h2>
      <p>{fa.examLockedText}</p>
      <ButtonLink to={lessonPath(place)} variant="outline" fullWidth>
        {fa.studyBackToLesson}
      </ButtonLink>
    </section>
  );
}

function StartActions({ exam, place }: { exam: Exam; place: ExamPlace }) {
  const { start, busy } = useStartExam(place);
  if (!exam.high?.done_at) {
    return (
      <Button size="lg" fullWidth loading={busy} onClick={() => void start()}>
        {fa.examStart}
      </Button>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 rounded-2xl bg-green-50 p-4 text-green-900">
        <p className="text-lg font-bold">
          {format(fa.examPriorScore, { score: toPersianDigits(exam.high.score) })}
        </p>
        <p className="text-sm">
          {format(fa.examDoneAt, { date: formatPersianDate(exam.high.done_at.date) })}
        </p>
      </div>
      <Button size="lg" fullWidth loading={busy} onClick={() => void start()}>
        {fa.examRepeat}
      </Button>
      <ButtonLink to={lessonPath(place)} variant="outline" size="lg" fullWidth>
        {fa.examContinueLesson}
      </ButtonLink>
    </section>
  );
}
