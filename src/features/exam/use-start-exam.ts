import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { type ExamPlace, questionPath } from "../../shared/route-paths";
import { usePendingAction } from "../../shared/use-pending-action";
import { placeBody } from "./exam-paths";

/** Starts a new attempt and opens its first question; a failure is a toast (product-spec.md section 8). */
export function useStartExam(place: ExamPlace) {
  const navigate = useNavigate();
  const { act, busy } = usePendingAction(async () => {
    const { data } = await api.examStart(placeBody(place));
    await navigate(questionPath(place, data.id, 0));
  });
  return { start: act, busy };
}
