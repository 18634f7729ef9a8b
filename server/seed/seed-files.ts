import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import {
  type AuthoredWord,
  type CourseMeta,
  courseMetaSchema,
  idSchema,
  imagePathSchema,
  type LessonFile,
  lessonFileSchema,
  type Sentence,
  text,
} from "./content-schema.js";
import { type GeneratedExam, QUESTION_TYPES, generateExam } from "./exam-generation.js";
import { assignWordIds, type LegacyWordIds } from "./word-ids.js";

// The seed content that ships with the server: one folder per course (content/<course>/course.json
// and one file per lesson, see content-schema.ts), the blog posts (posts.json) and the images they
// point to (images/**). Image paths in the files are relative to the images folder
// ("words/hund.svg"); the server serves them under /media/<path>. The loader gives every word its id
// (word-ids.ts) and every section its exam (exam-generation.ts).

export { GENDERS, WORD_TYPES, type Gender, type WordType } from "./content-schema.js";
export { QUESTION_TYPES, type QuestionType } from "./exam-generation.js";

function allDistinct(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/** A word as loaded: the authored word with its id. */
export type SeedWord = AuthoredWord & { id: string };

const choiceQuestionShape = {
  question: text,
  choices: z
    .array(text)
    .length(4)
    .refine((choices) => allDistinct(choices), "choices must be distinct"),
  correct: text,
};

function correctIsAChoice(question: { choices: string[]; correct: string }): boolean {
  return question.choices.includes(question.correct);
}

const correctIsAChoiceIssue = { message: "correct must be one of the choices", path: ["correct"] };

export const questionSchema = z.discriminatedUnion("type", [
  z
    .object({ type: z.literal("QUESTION_TYPE_MULTIPLE_CHOICE"), ...choiceQuestionShape })
    .refine(correctIsAChoice, correctIsAChoiceIssue),
  z
    .object({ type: z.literal("QUESTION_TYPE_IMAGE"), image: imagePathSchema, ...choiceQuestionShape })
    .refine(correctIsAChoice, correctIsAChoiceIssue),
  z
    .object({
      type: z.literal("QUESTION_TYPE_SORTABLE"),
      question: text,
      // The items in the correct order; the server shuffles them when it serves the question.
      items: z.array(text).min(3).max(7),
      slots: z.array(z.string()),
      // Every other accepted order of the same items.
      orders: z.array(z.array(text)),
    })
    .refine((question) => question.slots.length === question.items.length, {
      message: "slots and items must have the same length",
      path: ["slots"],
    }),
  z
    .object({
      type: z.literal("QUESTION_TYPE_PLUGGABLE"),
      question: text,
      // right[i] is the match of left[i]; the server shuffles the right side.
      left: z
        .array(text)
        .min(3)
        .max(5)
        .refine((left) => allDistinct(left), "left items must be distinct"),
      right: z
        .array(text)
        .min(3)
        .max(5)
        .refine((right) => allDistinct(right), "right items must be distinct"),
    })
    .refine((question) => question.left.length === question.right.length, {
      message: "left and right must have the same length",
      path: ["right"],
    }),
]);

/**
 * A generated exam: every exam has multiple-choice, sortable and pluggable questions; an image
 * question only where the section has a word with an image (checked by the content check).
 */
export const examSchema = z
  .object({
    id: idSchema,
    name: text,
    deadline: z.number().int().min(60).max(3600),
    questions: z.array(questionSchema).min(1),
  })
  .refine(
    (exam) =>
      QUESTION_TYPES.filter((type) => type !== "QUESTION_TYPE_IMAGE").every((type) =>
        exam.questions.some((question) => question.type === type),
      ),
    { message: "an exam needs multiple-choice, sortable and pluggable questions", path: ["questions"] },
  );

export interface SeedSection {
  id: string;
  name: string;
  order: number;
  words: SeedWord[];
  sentences: Sentence[];
  exam: GeneratedExam;
}

export interface SeedLesson {
  id: string;
  name: string;
  order: number;
  free: boolean;
  /** The lesson file's name, e.g. "01-greetings.json". */
  file: string;
  sections: SeedSection[];
}

export type CourseFile = CourseMeta & { lessons: SeedLesson[] };

export const postSchema = z.object({
  id: idSchema,
  title: text,
  summary: text,
  image: imagePathSchema,
  content: text,
});

export const postsFileSchema = z
  .array(postSchema)
  .min(1)
  .refine((posts) => allDistinct(posts.map((post) => post.id)), "post ids must be distinct");

export type SeedQuestion = z.infer<typeof questionSchema>;
export type SeedExam = z.infer<typeof examSchema>;
export type SeedPost = z.infer<typeof postSchema>;
export type PostsFile = z.infer<typeof postsFileSchema>;

export interface SeedFiles {
  /** The courses of content/*.json, ordered by their `order`. */
  courses: CourseFile[];
  posts: PostsFile;
  /** Absolute path of the images folder that the image paths are relative to. */
  imagesDir: string;
}

export class SeedFileError extends Error {
  readonly file: string;

  constructor(file: string, detail: string) {
    super(`Invalid seed file ${file}:\n${detail}`);
    this.name = "SeedFileError";
    this.file = file;
  }
}

async function readJson(file: string): Promise<unknown> {
  const raw = await readFile(file, "utf8");
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed;
  } catch (error) {
    throw new SeedFileError(file, error instanceof Error ? error.message : String(error));
  }
}

async function parseFile<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(file));
  if (!result.success) {
    throw new SeedFileError(file, z.prettifyError(result.error));
  }
  return result.data;
}

const LESSON_FILE = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.json$/;

async function loadLegacyIds(contentDir: string): Promise<LegacyWordIds> {
  const file = path.join(contentDir, "legacy-word-ids.json");
  const schema = z.record(z.string(), z.record(z.string(), idSchema));
  try {
    return await parseFile(file, schema);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** The lesson files of a course folder, in file-name order ("01-….json", "02-….json", …). */
async function readLessons(courseDir: string): Promise<Array<LessonFile & { file: string }>> {
  const names = (await readdir(courseDir)).filter((name) => name.endsWith(".json") && name !== "course.json");
  const lessons: Array<LessonFile & { file: string }> = [];
  for (const name of names.sort()) {
    const file = path.join(courseDir, name);
    const match = LESSON_FILE.exec(name);
    if (!match)
      throw new SeedFileError(file, 'a lesson file is named "NN-slug.json", e.g. 01-greetings.json');
    const lesson = await parseFile(file, lessonFileSchema);
    if (lesson.order !== Number(match[1])) {
      throw new SeedFileError(file, `order ${lesson.order} does not match the file name`);
    }
    const twin = lessons.find((other) => other.order === lesson.order);
    if (twin)
      throw new SeedFileError(file, `lesson ${lesson.order} is also ${twin.file}: one file per lesson`);
    lessons.push({ ...lesson, file: name });
  }
  return lessons;
}

/** One course folder: its lessons with word ids and generated exams. */
export async function loadCourse(courseDir: string, legacy: LegacyWordIds): Promise<CourseFile> {
  const meta = await parseFile(path.join(courseDir, "course.json"), courseMetaSchema);
  const lessonFiles = (await readLessons(courseDir)).sort((a, b) => a.order - b.order);
  const allWords = lessonFiles.flatMap((l) => l.sections.flatMap((s) => s.words));
  let ids: string[];
  try {
    ids = assignWordIds(meta.id, allWords, legacy);
  } catch (error) {
    throw new SeedFileError(courseDir, error instanceof Error ? error.message : String(error));
  }
  let next = 0;
  const lessons = lessonFiles.map((lesson): SeedLesson => {
    const lessonWords = lesson.sections.flatMap((s) => s.words);
    return {
      id: lesson.id,
      name: lesson.name,
      order: lesson.order,
      free: lesson.free,
      file: lesson.file,
      sections: [...lesson.sections]
        .sort((a, b) => a.order - b.order)
        .map((section) => {
          const words = section.words.map((word) => ({ ...word, id: ids[next++] ?? "" }));
          return {
            id: section.id,
            name: section.name,
            order: section.order,
            words,
            sentences: section.sentences,
            exam: generateExam(section, lessonWords, allWords),
          };
        }),
    };
  });
  return { ...meta, lessons };
}

/**
 * Reads and validates the seed files under `dir` (normally server/seed): every course folder under
 * content/ (course.json and whatever lesson files it holds) and posts.json as the blog posts. Throws a
 * SeedFileError naming the file on the first bad one.
 */
export async function loadSeedFiles(dir: string): Promise<SeedFiles> {
  const contentDir = path.join(dir, "content");
  const legacy = await loadLegacyIds(contentDir);
  const entries = await readdir(contentDir, { withFileTypes: true });
  const courses: CourseFile[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    courses.push(await loadCourse(path.join(contentDir, entry.name), legacy));
  }
  courses.sort((a, b) => a.order - b.order);
  const posts = await parseFile(path.join(dir, "posts.json"), postsFileSchema);
  return { courses, posts, imagesDir: path.resolve(dir, "images") };
}
