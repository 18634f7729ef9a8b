import { data, type Params } from "react-router";
import type { ExamStartBody } from "../../contract/exams";

/** Where an exam lives: its course, lesson, section and id (the route's params). */
export interface ExamPlace {
  courseId: string;
  lessonId: string;
  sectionId: string;
  examId: string;
}

const seg = encodeURIComponent;

/** Reads the named params; a missing or blank one is the 400 of product-spec.md section 8. */
export function requireParams<K extends string>(params: Params, keys: readonly K[]): Record<K, string> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params[key]?.trim();
    if (!value) throw data("Needed params not provided!", { status: 400 });
    out[key] = value;
  }
  return out as Record<K, string>;
}

export const EXAM_PLACE_KEYS = ["courseId", "lessonId", "sectionId", "examId"] as const;

export const lessonPath = (p: Pick<ExamPlace, "courseId" | "lessonId">) =>
  `/lesson/${seg(p.courseId)}/${seg(p.lessonId)}`;

export const examsPath = (p: Pick<ExamPlace, "courseId" | "lessonId" | "sectionId">) =>
  `/exams/${seg(p.courseId)}/${seg(p.lessonId)}/${seg(p.sectionId)}`;

const examBase = (p: ExamPlace) =>
  `/exam/${seg(p.courseId)}/${seg(p.lessonId)}/${seg(p.sectionId)}/${seg(p.examId)}`;

export const startPath = (p: ExamPlace) => `${examBase(p)}/start`;

export const questionPath = (p: ExamPlace, processId: string, index: number) =>
  `${examBase(p)}/${seg(processId)}/${index}`;

/** The query the end page reads to say that the attempt ended because its time ran out. */
export const TIME_UP_QUERY = "time-up";

export const endPath = (p: ExamPlace, processId: string, timeUp = false) =>
  `${examBase(p)}/${seg(processId)}/end${timeUp ? `?${TIME_UP_QUERY}=1` : ""}`;

/** The place as the exam calls send it. */
export function placeBody(p: ExamPlace): ExamStartBody {
  return { course_id: p.courseId, lesson_id: p.lessonId, section_id: p.sectionId, test_id: p.examId };
}
