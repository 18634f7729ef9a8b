import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

// The seed content that ships with the server: two courses (content/*.json), the blog posts
// (posts.json) and the images they point to (images/**). Image paths in the files are relative to
// the images folder ("words/hund.svg"); the server serves them under /media/<path>.

export const WORD_TYPES = [
  "NOUN",
  "VERB",
  "ADJECTIVE",
  "ADVERB",
  "PRONOUN",
  "PREPOSITION",
  "CONJUNCTION",
  "NUMERAL",
  "PHRASE",
  "INTERJECTION",
] as const;

export const GENDERS = ["masculine", "feminine", "neuter"] as const;

export const QUESTION_TYPES = [
  "QUESTION_TYPE_MULTIPLE_CHOICE",
  "QUESTION_TYPE_IMAGE",
  "QUESTION_TYPE_SORTABLE",
  "QUESTION_TYPE_PLUGGABLE",
] as const;

const text = z.string().trim().min(1);

/** A path under server/seed/images, e.g. "words/apfel.svg": lowercase ascii, no "..", no leading slash. */
export const imagePathSchema = z
  .string()
  .regex(
    /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/,
    "an image path under images/, e.g. words/apfel.svg",
  );

const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase id such as a1-1-1-01");

function allDistinct(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

export const wordSchema = z
  .object({
    id: idSchema,
    name: text,
    type: z.enum(WORD_TYPES),
    gender: z.enum(GENDERS).nullable(),
    pronunciation: text.refine((value) => !/[/[\]]/.test(value), "IPA without slashes or brackets"),
    image: imagePathSchema.nullable(),
    german: text.refine((value) => !/[/()]/.test(value), "no slashes or parentheses"),
    persian: text,
    plural: text.nullable(),
    synonym: text.nullable(),
    example: z.object({ german: text, persian: text }),
  })
  .superRefine((word, ctx) => {
    if (word.type === "NOUN") {
      if (word.gender === null) {
        ctx.addIssue({ code: "custom", path: ["gender"], message: "a noun needs its gender" });
      }
      if (/^(der|die|das) /i.test(word.german)) {
        ctx.addIssue({ code: "custom", path: ["german"], message: "a noun is written without its article" });
      }
    } else {
      if (word.gender !== null) {
        ctx.addIssue({ code: "custom", path: ["gender"], message: "only nouns have a gender" });
      }
      if (word.plural !== null) {
        ctx.addIssue({ code: "custom", path: ["plural"], message: "only nouns have a plural" });
      }
    }
  });

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
      items: z
        .array(text)
        .min(3)
        .max(7)
        .refine((items) => allDistinct(items), "items must be distinct"),
      slots: z.array(z.string()),
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

export const examSchema = z
  .object({
    id: idSchema,
    name: text,
    deadline: z.number().int().min(60).max(3600),
    questions: z.array(questionSchema).min(1),
  })
  .refine(
    (exam) => QUESTION_TYPES.every((type) => exam.questions.some((question) => question.type === type)),
    {
      message: "an exam needs at least one question of each type",
      path: ["questions"],
    },
  );

export const sectionSchema = z.object({
  id: idSchema,
  name: text,
  order: z.number().int().positive(),
  words: z.array(wordSchema).min(1),
  exam: examSchema,
});

export const lessonSchema = z.object({
  id: idSchema,
  name: text,
  order: z.number().int().positive(),
  free: z.boolean(),
  sections: z.array(sectionSchema).min(1),
});

export const courseFileSchema = z.object({
  id: idSchema,
  name: text,
  image: imagePathSchema,
  order: z.number().int().positive(),
  lessons: z.array(lessonSchema).min(1),
});

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

export type WordType = (typeof WORD_TYPES)[number];
export type Gender = (typeof GENDERS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type SeedWord = z.infer<typeof wordSchema>;
export type SeedQuestion = z.infer<typeof questionSchema>;
export type SeedExam = z.infer<typeof examSchema>;
export type SeedSection = z.infer<typeof sectionSchema>;
export type SeedLesson = z.infer<typeof lessonSchema>;
export type CourseFile = z.infer<typeof courseFileSchema>;
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

/**
 * Reads and validates the seed files under `dir` (normally server/seed): every content/*.json as a
 * course and posts.json as the blog posts. Throws a SeedFileError naming the file on the first bad one.
 */
export async function loadSeedFiles(dir: string): Promise<SeedFiles> {
  const contentDir = path.join(dir, "content");
  const names = (await readdir(contentDir)).filter((name) => name.endsWith(".json")).sort();
  const courses: CourseFile[] = [];
  for (const name of names) {
    courses.push(await parseFile(path.join(contentDir, name), courseFileSchema));
  }
  courses.sort((a, b) => a.order - b.order);
  const posts = await parseFile(path.join(dir, "posts.json"), postsFileSchema);
  return { courses, posts, imagesDir: path.resolve(dir, "images") };
}
