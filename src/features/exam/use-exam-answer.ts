import { useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../data/api/api";
import { toAppError } from "../../data/app-error";
import { fa } from "../../i18n/fa";
import type { ExamPlace } from "../../shared/route-paths";
import { usePendingAction } from "../../shared/use-pending-action";
import { placeBody } from "./exam-paths";
import type { CheckedAnswer } from "./question-props";

const CHECK_TOAST = "exam-check-answer";

/**
 * Sends one answer under the pending toast «در حال بررسی پاسخ...» and keeps the server's verdict, so
 * the question can reveal the correct answer and block answering. A 409 (time up, or the index is
 * no longer the next one) re-loads the attempt, whose loader redirects; other errors are toasts and
 * the question stays open.
 */
export function useExamAnswer(place: ExamPlace, processId: string, index: number) {
  const revalidator = useRevalidator();
  const [given, setGiven] = useState<readonly string[] | null>(null);
  const [checked, setChecked] = useState<CheckedAnswer | null>(null);
  const { act, busy } = usePendingAction(
    async (answers: string[]) => {
      setGiven(answers);
      const { data } = await api.examAnswer(processId, {
        ...placeBody(place),
        question_index: index,
        answers,
      });
      setChecked({ given: answers, answer: data.answer, correct: data.correct });
    },
    {
      pending: { message: fa.examChecking, id: CHECK_TOAST },
      after: "lock",
      onError: (error) => {
        if (toAppError(error).code === "conflict") void revalidator.revalidate();
      },
    },
  );
  return { submit: act, sending: busy ? given : null, checked };
}
