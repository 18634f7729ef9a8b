import { useMemo } from "react";
import { useParams } from "react-router";
import { fa } from "../../i18n/fa";
import { Button, Icon } from "../../ui";
import { useFinishExam } from "./use-finish-exam";

/** /exam/…/{processId}/end: the exam has finished; the button completes it and opens the lesson. */
export function EndScreen() {
  const { courseId = "", lessonId = "", sectionId = "", examId = "", processId = "" } = useParams();
  const place = useMemo(
    () => ({ courseId, lessonId, sectionId, examId }),
    [courseId, lessonId, sectionId, examId],
  );
  const { finish, busy } = useFinishExam(place, processId);
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-neutral-200">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-800">
        <Icon name="star" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">{fa.examFinishedTitle}</h1>
      <p className="text-neutral-700">{fa.examFinishedText}</p>
      <Button size="lg" fullWidth loading={busy} onClick={() => void finish()} className="max-w-xs">
        {fa.examFinish}
      </Button>
    </section>
  );
}
