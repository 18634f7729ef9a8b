import { z } from "zod";

// The authored course content (docs: CONTENT-FORMAT in issue 17): one folder per course under
// server/seed/content/<course>/ holding course.json and one file per lesson ("01-greetings.json").
// Words carry no id (the loader derives it, see word-ids.ts) and sections carry no exam (the loader
// generates it from the words and sentences, see exam-generation.ts).

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

export type WordType = (typeof WORD_TYPES)[number];
export type Gender = (typeof GENDERS)[number];

export const text = z.string().trim().min(1);

/** A path under server/seed/images, e.g. "words/apfel.svg": lowercase ascii, no "..", no leading slash. */
export const imagePathSchema = z
  .string()
  .regex(
    /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/,
    "an image path under images/, e.g. words/apfel.svg",
  );

export const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase id such as a1-1-1");

/** A word as authored: no id; `note` optional. */
export const authoredWordSchema = z
  .object({
    german: text.refine((value) => !/[/()]/.test(value), "no slashes or parentheses"),
    type: z.enum(WORD_TYPES),
    gender: z.enum(GENDERS).nullable(),
    plural: text.nullable(),
    pronunciation: text.refine((value) => !/[/[\]]/.test(value), "IPA without slashes or brackets"),
    persian: text,
    synonym: text.nullable(),
    example: z.strictObject({ german: text, persian: text }),
    note: text.nullable().optional(),
    image: imagePathSchema.nullable(),
  })
  .strict()
  .superRefine((word, ctx) => {
    if (word.type === "NOUN") {
      if (/^(der|die|das) /i.test(word.german)) {
        ctx.addIssue({ code: "custom", path: ["german"], message: "a noun is written without its article" });
      }
      // A plural-only noun (Eltern, Leute): no gender, and its plural is the headword itself.
      if (word.gender === null && word.plural !== word.german) {
        ctx.addIssue({
          code: "custom",
          path: ["gender"],
          message: "a noun needs its gender, unless it is plural-only (then plural = german)",
        });
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

/** A sentence for the word-order questions: the German, its Persian, every other accepted order. */
export const sentenceSchema = z.strictObject({
  german: text.refine((value) => {
    const n = value.split(/\s+/).length;
    return n >= 3 && n <= 7;
  }, "3 to 7 words when split on spaces"),
  persian: text,
  orders: z.array(text),
});

export const authoredSectionSchema = z.strictObject({
  id: idSchema,
  name: text,
  order: z.number().int().positive(),
  words: z.array(authoredWordSchema).min(1),
  sentences: z.array(sentenceSchema),
});

export const lessonFileSchema = z.strictObject({
  id: idSchema,
  name: text,
  order: z.number().int().positive(),
  free: z.boolean(),
  sections: z.array(authoredSectionSchema).min(1),
});

export const courseMetaSchema = z.strictObject({
  id: idSchema,
  name: text,
  image: imagePathSchema,
  order: z.number().int().positive(),
});

export type AuthoredWord = z.infer<typeof authoredWordSchema>;
export type Sentence = z.infer<typeof sentenceSchema>;
export type AuthoredSection = z.infer<typeof authoredSectionSchema>;
export type LessonFile = z.infer<typeof lessonFileSchema>;
export type CourseMeta = z.infer<typeof courseMetaSchema>;

/** The article of a noun as shown everywhere in exams: plural-only nouns take "die". */
export function articleOf(word: Pick<AuthoredWord, "type" | "gender">): "der" | "die" | "das" | null {
  if (word.type !== "NOUN") return null;
  if (word.gender === "masculine") return "der";
  if (word.gender === "neuter") return "das";
  return "die";
}

/** The headword as exams show it: nouns with their article ("der Tisch", "die Eltern"). */
export function displayGerman(word: Pick<AuthoredWord, "type" | "gender" | "german">): string {
  const article = articleOf(word);
  return article ? `${article} ${word.german}` : word.german;
}
