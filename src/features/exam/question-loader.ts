import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from "react-router";
import { api } from "../../data/api/api";
import { deadlineAt, indexRedirect, parseQuestionIndex, remainingSeconds } from "../../domain/exam-timing";
import { requireParams } from "../../shared/require-params";
import { endPath, questionPath } from "../../shared/route-paths";
import { EXAM_PLACE_KEYS } from "./exam-paths";
import { loadOnline } from "../../data/api/load-online";

/**
 * The attempt, live from the server, and the rules of product-spec.md section 4: a completed attempt,
 * one with every question answered, or one whose time is up goes to /end; the URL's index must be the
 * number of answers given, otherwise it is replaced by it. The time counts from the server's
 * `created_at`, so a reload does not restart it.
 */
export async function questionLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const { processId, ...place } = requireParams(params, [...EXAM_PLACE_KEYS, "processId"]);
  return loadOnline(async () => {
    const { data: process } = await api.examProcess(processId);
    const { questions, deadline } = process.test;
    const toEnd = endPath(place, processId);
    if (process.completed_at) throw replace(toEnd);
    // Time up with questions unanswered: the end page says that the time ran out.
    if (remainingSeconds(process.created_at.date, deadline, Date.now()) <= 0)
      throw replace(endPath(place, processId, process.answers.length < questions.length));
    const index = parseQuestionIndex(params.questionIndex);
    const target = indexRedirect(index, process.answers.length, questions.length);
    if (target === "end") throw replace(toEnd);
    if (target !== null) throw replace(questionPath(place, processId, target));
    const question = questions[index];
    if (!question) throw replace(toEnd);
    return {
      processId,
      index,
      total: questions.length,
      question,
      endsAt: deadlineAt(process.created_at.date, deadline),
    };
  });
}

/**
 * Only a navigation (a new index) or an explicit re-load re-runs the loader: a form submitted
 * elsewhere must not move the learner on while the checked answer is on screen.
 */
export function questionShouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && defaultShouldRevalidate;
}
