import type { Course, CourseSummary, Lesson, PostSummary } from "../../contract/content";
import { lessonProgress, sectionProgress } from "../../domain/progress";
import type { CourseRow, ExamRow, LessonRow, PostRow, SectionRow, WordRow } from "../db/rows";

/**
 * The device's rows as a course's or a lesson's answer gives them: what the merge writes (merge.ts),
 * and what a screen paints from while the answer is in hand and not yet stored (decision 048).
 * Pure: no database.
 */

/** Rows by a key of theirs (Map.groupBy, which the app's oldest browsers lack). */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A lesson's sections, and the lesson, with their counts and completion from `words` on the device. */
export function withProgress(
  lesson: LessonRow | undefined,
  sections: readonly SectionRow[],
  words: readonly WordRow[],
): { sections: SectionRow[]; lesson: LessonRow | null } {
  const bySection = groupBy(words, (word) => word.section_id);
  const updated = sections.map((section) => {
    const own = bySection.get(section.id);
    return own ? { ...section, ...sectionProgress(own), purchased: true } : section;
  });
  if (!lesson) return { sections: updated, lesson: null };
  return {
    sections: updated,
    lesson: {
      ...lesson,
      ...lessonProgress(updated),
      purchased: lesson.purchased || updated.some((s) => s.purchased),
    },
  };
}

/** A course's own row from its answer, at `position` in the course list. */
export function courseRow(course: Course, position: number): CourseRow {
  return { id: course.id, name: course.name, image_link: course.image_link, position };
}

/** A course's lessons (its answer's summaries) in order; a lesson is bought when it lists sections. */
export function courseLessonRows(course: Course): LessonRow[] {
  return course.lessons.map((lesson, index) => ({
    id: lesson.id,
    course_id: course.id,
    name: lesson.name,
    position: index,
    is_completed: lesson.is_completed,
    sections_count: lesson.sections_count,
    done_sections_count: lesson.done_sections_count,
    purchased: lesson.sections.length > 0,
  }));
}

/**
 * A lesson's sections, words and exam summaries from its answer, opened in `courseId`. A word in
 * `pending` (its completion not yet sent) stays completed and marked pending; one in
 * `keptCompleted` (completed here after the answer was made) stays completed.
 */
export function lessonContentRows(
  courseId: string,
  lesson: Lesson,
  pending: ReadonlySet<string>,
  keptCompleted: ReadonlySet<string> = new Set(),
): { sections: SectionRow[]; words: WordRow[]; exams: ExamRow[] } {
  const sections: SectionRow[] = [];
  const words: WordRow[] = [];
  const exams: ExamRow[] = [];
  for (const section of lesson.sections) {
    sections.push({
      id: section.id,
      lesson_id: lesson.id,
      course_id: courseId,
      name: section.name,
      order: section.order,
      is_completed: section.is_completed,
      word_count: section.words.length,
      done_word_count: section.words.filter((w) => w.is_completed).length,
      purchased: section.words.length > 0,
    });
    section.words.forEach(({ bookmark: _bookmark, ...word }, index) => {
      const waiting = pending.has(word.id);
      words.push({
        ...word,
        is_completed: word.is_completed || waiting || keptCompleted.has(word.id),
        section_id: section.id,
        lesson_id: lesson.id,
        course_id: courseId,
        position: index,
        pending: waiting ? 1 : 0,
      });
    });
    section.exams.forEach((exam, index) => {
      exams.push({
        id: exam.id,
        section_id: section.id,
        lesson_id: lesson.id,
        course_id: courseId,
        name: exam.name,
        deadline: exam.deadline,
        question_count: exam.questions.length,
        high: exam.high,
        position: index,
      });
    });
  }
  return { sections, words, exams };
}

/** The course list's rows, in the answer's order. */
export function courseListRows(courses: readonly CourseSummary[]): CourseRow[] {
  return courses.map((c, position) => ({ id: c.id, name: c.name, image_link: c.image_link, position }));
}

/**
 * The post list's rows, in the answer's order; a post's body (which the list does not carry) is
 * `bodyOf` it, the one the device holds (null when none).
 */
export function postListRows(
  posts: readonly PostSummary[],
  bodyOf: (postId: string) => string | null = () => null,
): PostRow[] {
  return posts.map((p, position) => ({
    id: p.id,
    title: p.title,
    summary: p.summary,
    image_link: p.image_link,
    content: bodyOf(p.id),
    position,
  }));
}
