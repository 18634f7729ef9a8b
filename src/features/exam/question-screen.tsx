import { useMemo } from "react";
import { useLoaderData, useNavigate, useParams } from "react-router";
import type { Question } from "../../contract/content";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { Countdown } from "../../ui/countdown";
import { AnswerVerdict } from "./answer-verdict";
import { ExamOffline } from "./exam-offline";
import { endPath, type ExamPlace, questionPath } from "../../shared/route-paths";
import type { questionLoader } from "./question-loader";
import { QuestionView } from "./question-view";
import { useExamAnswer } from "./use-exam-answer";

/**
 * /exam/{courseId}/{lessonId}/{sectionId}/{examId}/{processId}/{questionIndex?}: one question of an
 * attempt, with "question n of m" and the time left; when the time runs out, the end page opens.
 */
export function QuestionScreen() {
  const loaded = useLoaderData<typeof questionLoader>();
  const { courseId = "", lessonId = "", sectionId = "", examId = "" } = useParams();
  const place = useMemo(
    () => ({ courseId, lessonId, sectionId, examId }),
    [courseId, lessonId, sectionId, examId],
  );
  const navigate = useNavigate();
  if (loaded.offline) return <ExamOffline courseId={courseId} lessonId={lessonId} />;
  const { processId, index, total, question, endsAt } = loaded;
  const onTimeUp = () => void navigate(endPath(place, processId, true), { replace: true });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-neutral-700">
          {format(fa.examQuestionOf, { index: toPersianDigits(index + 1), total: toPersianDigits(total) })}
        </p>
        <Countdown
          deadline={endsAt}
          onDone={onTimeUp}
          label={fa.timeRemaining}
          className="rounded-full bg-primary-50 px-3 py-1 text-primary-900"
        />
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-neutral-200">
        <div className="h-full rounded-full bg-primary-700" style={{ width: `${(index / total) * 100}%` }} />
      </div>
      {/* A new index is a new question: its state starts afresh. */}
      <AnswerStep
        key={`${processId}:${index}`}
        place={place}
        processId={processId}
        index={index}
        total={total}
        question={question}
      />
    </div>
  );
}

type AnswerStepProps = {
  place: ExamPlace;
  processId: string;
  index: number;
  total: number;
  question: Question;
};

function AnswerStep({ place, processId, index, total, question }: AnswerStepProps) {
  const navigate = useNavigate();
  const { submit, sending, checked } = useExamAnswer(place, processId, index);
  const next = index + 1 < total ? questionPath(place, processId, index + 1) : endPath(place, processId);
  return (
    <>
      <QuestionView
        question={question}
        checked={checked}
        sending={sending}
        onSubmit={(answers) => void submit(answers)}
      />
      {checked ? (
        <div className="flex flex-col gap-3">
          <AnswerVerdict correct={checked.correct} />
          <Button lang="de" size="lg" fullWidth autoFocus onClick={() => void navigate(next)}>
            {fa.next}
          </Button>
        </div>
      ) : null}
    </>
  );
}
