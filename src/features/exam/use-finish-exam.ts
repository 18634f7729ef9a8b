import { useCallback, useRef, useState } from "react";
import { api } from "../../data/api/api";
import type { ExamCompleteAnswer } from "../../contract/exams";
import { pullLesson } from "../../data/sync/pull";
import { describeError, notify } from "../../ui";
import type { ExamPlace } from "./exam-paths";

const FINISH_TOAST = "exam-finish";

/**
 * Completes the attempt (the server scores it; completing twice is harmless) and keeps the answer
 * (the score and the best score) for the end page to show. Then refreshes the lesson on the device
 * so its final score includes the new high (best effort: a failure leaves the old one until the next
 * sync; the lesson page reads the device live, so it shows the new score as soon as it lands).
 */
export function useFinishExam(place: ExamPlace, processId: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ExamCompleteAnswer | null>(null);
  const running = useRef(false);

  const finish = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    notify.dismiss(FINISH_TOAST);
    try {
      const { data } = await api.examComplete(processId);
      setResult(data);
    } catch (error) {
      notify.error(describeError(error), { id: FINISH_TOAST });
      running.current = false;
      setBusy(false);
      return;
    }
    setBusy(false);
    await pullLesson(place.courseId, place.lessonId).catch(() => undefined);
  }, [place, processId]);

  return { finish, busy, result };
}
