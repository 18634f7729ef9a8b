import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../data/api/api";
import { toAppError } from "../../data/app-error";
import { fa } from "../../i18n/fa";
import { describeError, notify } from "../../ui";
import { type ExamPlace, placeBody } from "./exam-paths";
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
  const [sending, setSending] = useState<readonly string[] | null>(null);
  const [checked, setChecked] = useState<CheckedAnswer | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (answers: string[]) => {
      if (busy.current) return;
      busy.current = true;
      setSending(answers);
      const toast = notify.pending(fa.examChecking, { id: CHECK_TOAST });
      try {
        const { data } = await api.examAnswer(processId, {
          ...placeBody(place),
          question_index: index,
          answers,
        });
        toast.dismiss();
        setChecked({ given: answers, answer: data.answer, correct: data.correct });
      } catch (error) {
        toast.error(describeError(error));
        busy.current = false;
        if (toAppError(error).code === "conflict") void revalidator.revalidate();
      } finally {
        setSending(null);
      }
    },
    [index, place, processId, revalidator],
  );

  return { submit, sending, checked };
}
