import type { Exam } from "../../contract/content";
import { toPersianDigits } from "../../domain/digits";
import { formatPersianDate } from "../../domain/persian-date";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { ButtonLink } from "../../ui/button-link";
import { LockMark } from "../../ui/lock-mark";
import { durationText } from "./duration-text";

/** One exam of a section's list: name, size and time, its high score and date, a link to its start page. */
export function ExamCard({ exam, startTo }: { exam: Exam; startTo: string }) {
  const locked = exam.questions.length === 0;
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold">{exam.name}</h2>
        {locked ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-100 px-2 py-1 text-sm text-warning-900">
            <LockMark className="size-4" />
            {fa.locked}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-neutral-600">
        {format(fa.examQuestionCount, { count: toPersianDigits(exam.questions.length) })}
        {" · "}
        {durationText(exam.deadline)}
      </p>
      {exam.high ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-green-50 px-3 py-2 text-green-900">
          <span className="font-medium">
            {format(fa.examHighScore, { score: toPersianDigits(exam.high.score) })}
          </span>
          <span className="text-sm">
            {format(fa.examDoneAt, { date: formatPersianDate(exam.high.done_at.date) })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-neutral-500">{fa.examNotTaken}</p>
      )}
      <ButtonLink to={startTo} variant={locked ? "outline" : "primary"}>
        {fa.examGoToStart}
      </ButtonLink>
    </article>
  );
}
