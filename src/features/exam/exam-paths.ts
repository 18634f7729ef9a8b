import type { ExamStartBody } from "../../contract/exams";
import type { ExamPlace } from "../../shared/route-paths";

/** The exam routes' params that name an exam's place. */
export const EXAM_PLACE_KEYS = ["courseId", "lessonId", "sectionId", "examId"] as const;

/** The place as the exam calls send it. */
export function placeBody(p: ExamPlace): ExamStartBody {
  return { course_id: p.courseId, lesson_id: p.lessonId, section_id: p.sectionId, test_id: p.examId };
}
