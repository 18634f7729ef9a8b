import { useState } from "react";
import { api } from "../../data/api/api";
import type { ExamCompleteAnswer } from "../../contract/exams";
import { pullLesson } from "../../data/sync/pull";
import type { ExamPlace } from "../../shared/route-paths";
import { usePendingAction } from "../../shared/use-pending-action";

const FINISH_TOAST = "exam-finish";

/**
 * Completes the attempt (the server scores it; completing twice is harmless) and keeps the answer
 * (the score and the best score) for the end page to show. Then refreshes the lesson on the device
 * so its final score includes the new high (best effort: a failure leaves the old one until the next
 * sync; the lesson page reads the device live, so it shows the new score as soon as it lands).
 */
export function useFinishExam(place: ExamPlace, processId: string) {
  const [result, setResult] = useState<ExamCompleteAnswer | null>(null);
  const { act, busy } = usePendingAction(
    async () => {
      setResult((await api.examComplete(processId)).data);
      return true;
    },
    { errorId: FINISH_TOAST, after: "lock" },
  );

  async function finish(): Promise<void> {
    if (!(await act())) return;
    await pullLesson(place.courseId, place.lessonId).catch(() => undefined);
  }

  return { finish, busy, result };
}
