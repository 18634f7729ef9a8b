import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { describeError, notify } from "../../ui";
import { type ExamPlace, placeBody, questionPath } from "./exam-paths";

/** Starts a new attempt and opens its first question; a failure is a toast (product-spec.md section 8). */
export function useStartExam(place: ExamPlace) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { data } = await api.examStart(placeBody(place));
      await navigate(questionPath(place, data.id, 0));
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [navigate, place]);

  return { start, busy };
}
