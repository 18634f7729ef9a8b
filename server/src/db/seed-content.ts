import { type SQL, inArray, sql } from "drizzle-orm";
import type { CourseFile, SeedQuestion } from "../../seed/seed-files.js";
import type { Db } from "./client.js";
import { courses, exams, lessons, questions, sections, words } from "./schema.js";

/**
 * Writes the seed courses into the database, on an empty database or over older content, without
 * losing a learner's data: rows are upserted by id (a word that stays keeps its id, see
 * seed/word-ids.ts), and a word, exam, section, lesson or course that is gone from the content is
 * deleted only when nothing of a learner's points at it (bookmarks, completions, exam attempts and
 * highs); otherwise it is kept with `retired` set, so saved words and exam history still read while
 * courses no longer list it. Runs inside the caller's transaction.
 */

type Tx = Pick<Db, "insert" | "update" | "delete" | "execute">;

const media = (file: string | null | undefined) => (file ? `/media/${file}` : null);

/** The ids as one text[] parameter. */
const idList = (ids: readonly string[]) => sql`${`{${ids.map((id) => `"${id}"`).join(",")}}`}::text[]`;

const WORD_COLUMNS = {
  sectionId: "section_id",
  lessonId: "lesson_id",
  courseId: "course_id",
  order: "order",
  name: "name",
  type: "type",
  gender: "gender",
  pronunciation: "pronunciation",
  imageLink: "image_link",
  german: "german",
  persian: "persian",
  plural: "plural",
  synonym: "synonym",
  exampleGerman: "example_german",
  examplePersian: "example_persian",
  note: "note",
  retired: "retired",
} as const;

/** `set` of an upsert that takes each column from the row that was to be inserted. */
function excludedColumns<T extends Record<string, string>>(columns: T): Record<keyof T, SQL> {
  const out = {} as Record<keyof T, SQL>;
  for (const key of Object.keys(columns) as Array<keyof T>) out[key] = sql.raw(`excluded."${columns[key]}"`);
  return out;
}

/** Builds the question rows: the correct answer in api.md's one shape, the target side kept apart. */
export function questionRow(examId: string, index: number, q: SeedQuestion): typeof questions.$inferInsert {
  const base = { examId, index, type: q.type, question: q.question, accepted: [] as string[][] };
  switch (q.type) {
    case "QUESTION_TYPE_MULTIPLE_CHOICE":
      return { ...base, questionTarget: null, answers: q.choices, target: [], correct: [q.correct] };
    case "QUESTION_TYPE_IMAGE":
      return {
        ...base,
        questionTarget: media(q.image),
        answers: q.choices,
        target: [],
        correct: [q.correct],
      };
    case "QUESTION_TYPE_SORTABLE":
      return {
        ...base,
        questionTarget: null,
        answers: q.items,
        target: q.slots,
        correct: q.items,
        accepted: q.orders,
      };
    case "QUESTION_TYPE_PLUGGABLE":
      return { ...base, questionTarget: null, answers: q.left, target: q.right, correct: q.right };
  }
}

async function upsertContent(tx: Tx, courseFiles: readonly CourseFile[]): Promise<void> {
  for (const course of courseFiles) {
    const courseRow = {
      name: course.name,
      imageLink: media(course.image),
      order: course.order,
      retired: false,
    };
    await tx
      .insert(courses)
      .values({ id: course.id, ...courseRow })
      .onConflictDoUpdate({ target: courses.id, set: courseRow });
    for (const lesson of course.lessons) {
      const lessonRow = {
        courseId: course.id,
        name: lesson.name,
        order: lesson.order,
        free: lesson.free,
        retired: false,
      };
      await tx
        .insert(lessons)
        .values({ id: lesson.id, ...lessonRow })
        .onConflictDoUpdate({ target: lessons.id, set: lessonRow });
      for (const section of lesson.sections) {
        const sectionRow = {
          lessonId: lesson.id,
          courseId: course.id,
          name: section.name,
          order: section.order,
          retired: false,
        };
        await tx
          .insert(sections)
          .values({ id: section.id, ...sectionRow })
          .onConflictDoUpdate({ target: sections.id, set: sectionRow });
        // One statement per section: on conflict every column but the id takes the new value.
        await tx
          .insert(words)
          .values(
            section.words.map((w, i) => ({
              id: w.id,
              sectionId: section.id,
              lessonId: lesson.id,
              courseId: course.id,
              order: i + 1,
              name: w.german,
              type: w.type,
              gender: w.gender,
              pronunciation: w.pronunciation,
              imageLink: media(w.image),
              german: w.german,
              persian: w.persian,
              plural: w.plural,
              synonym: w.synonym,
              exampleGerman: w.example.german,
              examplePersian: w.example.persian,
              note: w.note ?? null,
              retired: false,
            })),
          )
          .onConflictDoUpdate({ target: words.id, set: excludedColumns(WORD_COLUMNS) });
        const exam = section.exam;
        const examRow = {
          sectionId: section.id,
          name: exam.name,
          deadline: exam.deadline,
          order: 1,
          retired: false,
        };
        await tx
          .insert(exams)
          .values({ id: exam.id, ...examRow })
          .onConflictDoUpdate({ target: exams.id, set: examRow });
        await tx.delete(questions).where(inArray(questions.examId, [exam.id]));
        await tx.insert(questions).values(exam.questions.map((q, i) => questionRow(exam.id, i, q)));
      }
    }
  }
}

/** Gone rows: deleted when no learner's data points at them, else retired (children first). */
async function retireGone(tx: Tx, courseFiles: readonly CourseFile[]): Promise<void> {
  const lessonList = courseFiles.flatMap((c) => c.lessons);
  const sectionList = lessonList.flatMap((l) => l.sections);
  const courseIds = idList(courseFiles.map((c) => c.id));
  const lessonIds = idList(lessonList.map((l) => l.id));
  const sectionIds = idList(sectionList.map((s) => s.id));
  const wordIds = idList(sectionList.flatMap((s) => s.words.map((w) => w.id)));
  const examIds = idList(sectionList.map((s) => s.exam.id));

  await tx.execute(sql`delete from words w where w.id <> all(${wordIds})
    and not exists (select 1 from bookmarks b where b.word_id = w.id)
    and not exists (select 1 from word_progress p where p.word_id = w.id)`);
  await tx.execute(sql`update words set retired = true where id <> all(${wordIds})`);
  await tx.execute(sql`delete from exams e where e.id <> all(${examIds})
    and not exists (select 1 from exam_attempts a where a.exam_id = e.id)
    and not exists (select 1 from exam_highs h where h.exam_id = e.id)`);
  await tx.execute(sql`update exams set retired = true where id <> all(${examIds})`);
  await tx.execute(sql`delete from sections s where s.id <> all(${sectionIds})
    and not exists (select 1 from words w where w.section_id = s.id)
    and not exists (select 1 from exams e where e.section_id = s.id)`);
  await tx.execute(sql`update sections set retired = true where id <> all(${sectionIds})`);
  await tx.execute(sql`delete from lessons l where l.id <> all(${lessonIds})
    and not exists (select 1 from sections s where s.lesson_id = l.id)`);
  await tx.execute(sql`update lessons set retired = true where id <> all(${lessonIds})`);
  await tx.execute(sql`delete from courses c where c.id <> all(${courseIds})
    and not exists (select 1 from lessons l where l.course_id = c.id)`);
  await tx.execute(sql`update courses set retired = true where id <> all(${courseIds})`);
}

/** A word that moved to another section takes its learners' bookmarks and completions along. */
async function followMovedWords(tx: Tx): Promise<void> {
  await tx.execute(sql`update bookmarks b
    set course_id = w.course_id, lesson_id = w.lesson_id, section_id = w.section_id
    from words w
    where w.id = b.word_id and not w.retired
      and (b.section_id <> w.section_id or b.lesson_id <> w.lesson_id or b.course_id <> w.course_id)`);
  await tx.execute(sql`update word_progress p set section_id = w.section_id
    from words w where w.id = p.word_id and not w.retired and p.section_id <> w.section_id`);
}

export async function applyContent(tx: Tx, courseFiles: readonly CourseFile[]): Promise<void> {
  await upsertContent(tx, courseFiles);
  await followMovedWords(tx);
  await retireGone(tx, courseFiles);
}
