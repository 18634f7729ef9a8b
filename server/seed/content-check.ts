import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { type AuthoredWord, displayGerman } from "./content-schema.js";
import {
  IMAGE_PROMPT,
  NO_PLURAL,
  articlePrompt,
  germanPrompt,
  meaningPrompt,
  sameMultiset,
  sortableOrders,
} from "./exam-generation.js";
import { type CourseFile, type SeedFiles, examSchema, loadSeedFiles } from "./seed-files.js";
import { checkNouns, homographsSchema, loadLexicon } from "./noun-lexicon-check.js";

/**
 * `npm run content:check`: everything a content author can get wrong, checked over all courses.
 * Errors always fail; the course-size and coverage figures of issue 17 fail only when the content is
 * declared final (`final`), and are printed either way.
 */

export interface ContentReport {
  errors: string[];
  warnings: string[];
  figures: string[];
}

export interface CheckOptions {
  /** Enforce the issue-17 sizes and Goethe coverage (CONTENT_FINAL=1 or --final). */
  final: boolean;
}

/**
 * Issue 17's figures: the A1 course's size and its share of the Goethe A1 headwords, and the number of
 * A2 course words that are on the Goethe A2 list's headwords that A1 does not have (goethe-a2.txt).
 */
export const THRESHOLDS = { a1Words: 650, a1Coverage: 0.9, a2ListWords: 600 } as const;

async function readList(file: string): Promise<string[]> {
  return (await readFile(file, "utf8"))
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

// ── Persian orthography ──────────────────────────────────────────────────────────────────────

/** What is wrong with a Persian text, if anything. */
export function persianProblems(value: string): string[] {
  const problems: string[] = [];
  if (/[\u064A\u0643]/.test(value)) problems.push("Arabic ي or ك instead of Persian ی or ک");
  if (/(^|[\s«(])(ن?می) /.test(value)) problems.push("a detached می/نمی (needs a zero-width non-joiner)");
  if (/ (ها|های|هایی)([\s.،؟!»]|$)/.test(value))
    problems.push("a detached ها (needs a zero-width non-joiner)");
  if (/\.\.\.|…\./.test(value)) problems.push("three dots instead of one ellipsis «…»");
  if (/[\u200c]{2,}|\u200c\s|\s\u200c/.test(value)) problems.push("a stray zero-width non-joiner");
  return problems;
}

// ── The checks ──────────────────────────────────────────────────────────────────────────────

const headwordKey = (w: Pick<AuthoredWord, "german" | "type" | "gender">) =>
  `${w.german}|${w.type}|${w.gender}`;

function checkStructure(course: CourseFile, errors: string[]): void {
  course.lessons.forEach((lesson, i) => {
    const where = `${course.id}/${lesson.file}`;
    if (lesson.id !== `${course.id}-${lesson.order}`)
      errors.push(`${where}: id should be ${course.id}-${lesson.order}`);
    if (lesson.order !== i + 1)
      errors.push(`${where}: lesson orders should run 1, 2, 3… (got ${lesson.order})`);
    if (lesson.free !== (lesson.order === 1)) errors.push(`${where}: only lesson 1 is free`);
    lesson.sections.forEach((section, j) => {
      const at = `${where} ${section.id}`;
      if (section.id !== `${lesson.id}-${section.order}` || section.order !== j + 1) {
        errors.push(`${at}: sections are numbered ${lesson.id}-1, ${lesson.id}-2…`);
      }
      if (section.words.length < 8 || section.words.length > 12) {
        errors.push(`${at}: ${section.words.length} words (a section has 8–12)`);
      }
      if (section.sentences.length < 2 || section.sentences.length > 3) {
        errors.push(`${at}: ${section.sentences.length} sentences (a section has 2 or 3)`);
      }
    });
  });
}

function checkIds(courses: readonly CourseFile[], errors: string[]): void {
  const seen = new Set<string>();
  for (const course of courses) {
    const ids = [
      course.id,
      ...course.lessons.flatMap((l) => [
        l.id,
        ...l.sections.flatMap((s) => [s.id, s.exam.id, ...s.words.map((w) => w.id)]),
      ]),
    ];
    for (const id of ids) {
      if (seen.has(id)) errors.push(`id ${id} is used twice`);
      seen.add(id);
    }
    const heads = new Map<string, string>();
    for (const lesson of course.lessons) {
      for (const section of lesson.sections) {
        for (const word of section.words) {
          const key = headwordKey(word);
          const first = heads.get(key);
          if (first)
            errors.push(`${course.id}: «${word.german}» (${word.type}) is in ${first} and ${section.id}`);
          else heads.set(key, section.id);
        }
      }
    }
  }
}

function persianTexts(course: CourseFile): Array<[string, string]> {
  const out: Array<[string, string]> = [[course.id, course.name]];
  for (const lesson of course.lessons) {
    out.push([lesson.id, lesson.name]);
    for (const section of lesson.sections) {
      out.push([section.id, section.name]);
      for (const w of section.words) {
        out.push(
          [`${section.id} «${w.german}»`, w.persian],
          [`${section.id} «${w.german}» example`, w.example.persian],
        );
        if (w.note) out.push([`${section.id} «${w.german}» note`, w.note]);
      }
      for (const s of section.sentences) out.push([`${section.id} «${s.german}»`, s.persian]);
    }
  }
  return out;
}

/** Every answer key re-derived from the word data, and the sortable orders checked. */
function checkExams(course: CourseFile, errors: string[]): void {
  for (const lesson of course.lessons) {
    for (const section of lesson.sections) {
      const exam = section.exam;
      const at = `${exam.id}`;
      const parsed = examSchema.safeParse(exam);
      if (!parsed.success) errors.push(`${at}: ${z.prettifyError(parsed.error)}`);
      const byDisplay = new Map(section.words.map((w) => [displayGerman(w), w]));
      const expectArticle = new Map(
        section.words
          .filter((w) => w.type === "NOUN" && w.gender !== null)
          .map((w) => [
            articlePrompt(w.german),
            `${displayGerman(w)} – ${w.plural === null ? NO_PLURAL : `die ${w.plural}`}`,
          ]),
      );
      const hasImage = section.words.some((w) => w.image !== null);
      let imageQuestions = 0;
      for (const q of exam.questions) {
        if (q.type === "QUESTION_TYPE_MULTIPLE_CHOICE") {
          const article = expectArticle.get(q.question);
          const meaning = section.words.find((w) => meaningPrompt(displayGerman(w)) === q.question);
          const german = section.words.find((w) => germanPrompt(w.persian) === q.question);
          const key = article ?? meaning?.persian ?? (german ? displayGerman(german) : undefined);
          if (key === undefined || q.correct !== key)
            errors.push(`${at}: «${q.question}» has key «${q.correct}»`);
          if (article) expectArticle.delete(q.question);
          if (!q.choices.includes(q.correct)) errors.push(`${at}: «${q.question}»: the key is not a choice`);
        } else if (q.type === "QUESTION_TYPE_IMAGE") {
          imageQuestions++;
          const word = byDisplay.get(q.correct);
          if (q.question !== IMAGE_PROMPT || !word || word.image !== q.image) {
            errors.push(`${at}: the image question's key «${q.correct}» is not the word of ${q.image}`);
          }
        } else if (q.type === "QUESTION_TYPE_PLUGGABLE") {
          q.left.forEach((left, i) => {
            if (byDisplay.get(left)?.persian !== q.right[i])
              errors.push(`${at}: «${left}» is matched to «${q.right[i]}»`);
          });
        } else {
          const sentence = section.sentences.find(
            (s) => sortableOrders(s).items.join(" ") === q.items.join(" "),
          );
          if (!sentence) errors.push(`${at}: a word-order question matches no sentence`);
          for (const order of q.orders) {
            if (!sameMultiset(order, q.items)) {
              errors.push(
                `${at}: «${order.join(" ")}» does not use exactly the words of «${q.items.join(" ")}»`,
              );
            }
          }
          if (new Set([q.items, ...q.orders].map((o) => o.join(" "))).size !== q.orders.length + 1) {
            errors.push(`${at}: «${q.items.join(" ")}» lists the same order twice`);
          }
        }
      }
      for (const prompt of expectArticle.keys()) errors.push(`${at}: no question «${prompt}»`);
      if (hasImage !== imageQuestions > 0)
        errors.push(`${at}: an image question iff the section has an image`);
    }
  }
}

function coverage(
  courses: readonly CourseFile[],
  a1List: readonly string[],
  a2List: readonly string[],
  options: CheckOptions,
  errors: string[],
  figures: string[],
): void {
  const heads = (id: string) =>
    new Set(
      courses
        .find((c) => c.id === id)
        ?.lessons.flatMap((l) => l.sections.flatMap((s) => s.words.map((w) => w.german))) ?? [],
    );
  const a1 = heads("a1");
  const a2 = heads("a2");
  const a1Set = new Set(a1List);
  const covered = a1List.filter((w) => a1.has(w)).length;
  const share = a1List.length === 0 ? 0 : covered / a1List.length;
  const a2New = [...a2].filter((w) => !a1Set.has(w) && !a1.has(w)).length;
  const a2InA1List = [...a2].filter((w) => a1Set.has(w));
  const a2FromList = [...a2].filter((w) => a2List.includes(w) && !a1.has(w)).length;
  figures.push(
    `A1 course: ${a1.size} words; covers ${covered} of ${a1List.length} Goethe A1 headwords (${(share * 100).toFixed(1)}%)`,
    `A2 course: ${a2.size} words; ${a2New} not A1 headwords; ${a2FromList} on the Goethe A2 list; ${a2InA1List.length} Goethe A1 headwords`,
  );
  const fail = (message: string) =>
    (options.final ? errors : figures).push(options.final ? message : `(not final) ${message}`);
  if (a1.size < THRESHOLDS.a1Words)
    fail(`the A1 course has ${a1.size} words, fewer than ${THRESHOLDS.a1Words}`);
  if (share < THRESHOLDS.a1Coverage)
    fail(`the A1 course covers ${(share * 100).toFixed(1)}% of the Goethe A1 list, under 90%`);
  if (a2FromList < THRESHOLDS.a2ListWords)
    fail(
      `the A2 course has ${a2FromList} words from the Goethe A2 list that are not A1 headwords, fewer than ${THRESHOLDS.a2ListWords}`,
    );
  if (a2InA1List.length > 0)
    fail(`the A2 course holds Goethe A1 headwords: ${a2InA1List.slice(0, 20).join(", ")}`);
}

/** Checks the seed content under `seedDir` (normally server/seed). */
export async function checkContent(seedDir: string, options: CheckOptions): Promise<ContentReport> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const figures: string[] = [];
  let seed: SeedFiles;
  try {
    seed = await loadSeedFiles(seedDir);
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)], warnings, figures };
  }
  const lexiconDir = path.join(seedDir, "lexicon");
  const homographs = homographsSchema.parse(
    JSON.parse(await readFile(path.join(lexiconDir, "homographs.json"), "utf8")),
  );
  const fixed = new Map(homographs.nouns.map((h) => [h.german, h]));
  const lexicon = loadLexicon();
  checkIds(seed.courses, errors);
  for (const course of seed.courses) {
    checkStructure(course, errors);
    checkNouns(course, lexicon, fixed, errors, warnings);
    for (const [where, value] of persianTexts(course)) {
      for (const problem of persianProblems(value)) errors.push(`${where}: ${problem}: «${value}»`);
    }
    checkExams(course, errors);
  }
  const [a1List, a2List] = await Promise.all([
    readList(path.join(lexiconDir, "goethe-a1.txt")),
    readList(path.join(lexiconDir, "goethe-a2.txt")),
  ]);
  coverage(seed.courses, a1List, a2List, options, errors, figures);
  return { errors, warnings, figures };
}
