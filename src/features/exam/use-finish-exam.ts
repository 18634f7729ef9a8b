import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { pullLesson } from "../../data/sync/pull";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { describeError, notify } from "../../ui";
import { type ExamPlace, lessonPath } from "./exam-paths";

const FINISH_TOAST = "exam-finish";

/**
 * Completes the attempt (the server scores it; completing twice is harmless), shows the score,
 * refreshes the lesson on the device so its final score includes the new high (best effort: a
 * failure leaves the old one until the next sync), then opens the lesson.
 */
export function useFinishExam(place: ExamPlace, processId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const finish = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const toast = notify.pending(fa.examFinishing, { id: FINISH_TOAST });
    try {
      const { data } = await api.examComplete(processId);
      toast.success(format(fa.examScore, { score: toPersianDigits(data.score) }));
    } catch (error) {
      toast.error(describeError(error));
      running.current = false;
      setBusy(false);
      return;
    }
    await pullLesson(place.courseId, place.lessonId).catch(() => undefined);
    await navigate(lessonPath(place), { replace: true });
  }, [navigate, place, processId]);

  return { finish, busy };
}
