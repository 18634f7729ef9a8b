import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courseFileSchema,
  loadSeedFiles,
  QUESTION_TYPES,
  type CourseFile,
  type SeedFiles,
  type SeedQuestion,
  type SeedSection,
  type SeedWord,
} from "./seed-files.js";

const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));
const ZWNJ = "\u200c";

let seed: SeedFiles;

beforeAll(async () => {
  seed = await loadSeedFiles(SEED_DIR);
});

function sections(course: CourseFile): SeedSection[] {
  return course.lessons.flatMap((lesson) => lesson.sections);
}

function allSections(): SeedSection[] {
  return seed.courses.flatMap(sections);
}

function allWords(): SeedWord[] {
  return allSections().flatMap((section) => section.words);
}

function questionsOf<T extends SeedQuestion["type"]>(type: T): Extract<SeedQuestion, { type: T }>[] {
  return allSections()
    .flatMap((section) => section.exam.questions)
    .filter((question): question is Extract<SeedQuestion, { type: T }> => question.type === type);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function missingImages(paths: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const image of new Set(paths)) {
    if (!(await isFile(path.join(seed.imagesDir, image)))) missing.push(image);
  }
  return missing;
}

/** Paths of all files under `dir`, relative to it, with forward slashes. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

describe("seed courses: structure", () => {
  it("has the two courses a1 and a2, in order, with distinct names", () => {
    expect(seed.courses.map((course) => course.id)).toEqual(["a1", "a2"]);
    expect(seed.courses.map((course) => course.order)).toEqual([1, 2]);
    expect(new Set(seed.courses.map((course) => course.name)).size).toBe(2);
  });

  it("has exactly 4 lessons per course, the first one free, with sequential ids and orders", () => {
    for (const course of seed.courses) {
      expect(course.lessons).toHaveLength(4);
      course.lessons.forEach((lesson, index) => {
        expect(lesson.id).toBe(`${course.id}-${index + 1}`);
        expect(lesson.order).toBe(index + 1);
        expect(lesson.free, lesson.id).toBe(index === 0);
      });
    }
  });

  it("has exactly 3 sections per lesson with 10 or 11 words each, with sequential ids", () => {
    for (const course of seed.courses) {
      for (const lesson of course.lessons) {
        expect(lesson.sections).toHaveLength(3);
        lesson.sections.forEach((section, index) => {
          expect(section.id).toBe(`${lesson.id}-${index + 1}`);
          expect(section.order).toBe(index + 1);
          expect(section.words.length, section.id).toBeGreaterThanOrEqual(10);
          expect(section.words.length, section.id).toBeLessThanOrEqual(11);
          section.words.forEach((word, wordIndex) =>
            expect(word.id).toBe(`${section.id}-${pad2(wordIndex + 1)}`),
          );
          expect(section.exam.id).toBe(`${section.id}-exam`);
        });
      }
    }
  });

  it("uses every id only once", () => {
    const ids = seed.courses.flatMap((course) => [
      course.id,
      ...course.lessons.flatMap((lesson) => [
        lesson.id,
        ...lesson.sections.flatMap((section) => [
          section.id,
          section.exam.id,
          ...section.words.map((word) => word.id),
        ]),
      ]),
    ]);
    expect(ids.length).toBeGreaterThan(300);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names lessons, sections and exams in Persian", () => {
    const persian = /[\u0600-\u06FF]/;
    for (const course of seed.courses) {
      expect(course.name).toMatch(persian);
      for (const lesson of course.lessons) {
        expect(lesson.name).toMatch(persian);
        for (const section of lesson.sections) {
          expect(section.name).toMatch(persian);
          expect(section.exam.name).toMatch(persian);
        }
      }
    }
  });

  it("rejects a course file that breaks the format", () => {
    const course = seed.courses[0];
    expect(course).toBeDefined();
    const broken: unknown = JSON.parse(JSON.stringify(course));
    const word = (broken as { lessons: { sections: { words: Record<string, unknown>[] }[] }[] }).lessons[0]
      ?.sections[0]?.words[0];
    expect(word).toBeDefined();
    if (word) word.type = "NOUN";
    if (word) word.gender = null;
    expect(courseFileSchema.safeParse(broken).success).toBe(false);
  });
});

describe("seed courses: words", () => {
  it("has at least 250 words, none repeated across both courses", () => {
    const words = allWords();
    expect(words.length).toBeGreaterThanOrEqual(250);
    const german = words.map((word) => word.german);
    expect(new Set(german).size).toBe(german.length);
    expect(new Set(german.map((g) => g.toLowerCase())).size).toBe(german.length);
  });

  it("is a realistic mix: about 55% nouns, all three genders well represented, verbs and adjectives", () => {
    const words = allWords();
    const nouns = words.filter((word) => word.type === "NOUN");
    const share = nouns.length / words.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.65);
    for (const gender of ["masculine", "feminine", "neuter"] as const) {
      const count = nouns.filter((noun) => noun.gender === gender).length;
      expect(count / nouns.length, gender).toBeGreaterThan(0.2);
    }
    for (const type of ["VERB", "ADJECTIVE", "ADVERB", "PHRASE"] as const) {
      expect(
        words.some((word) => word.type === type),
        type,
      ).toBe(true);
    }
    expect(words.filter((word) => word.type === "VERB").length).toBeGreaterThan(30);
    expect(words.filter((word) => word.type === "ADJECTIVE").length).toBeGreaterThan(20);
  });

  it("writes nouns capitalised, without article, with gender and a capitalised plural or null", () => {
    for (const word of allWords().filter((w) => w.type === "NOUN")) {
      expect(word.gender, word.german).not.toBeNull();
      expect(word.german, word.id).toMatch(/^[A-ZÄÖÜ]/);
      expect(word.german, word.id).not.toMatch(/^(der|die|das)\s/i);
      if (word.plural !== null) {
        expect(word.plural, word.german).toMatch(/^[A-ZÄÖÜ][A-Za-zÄÖÜäöüß-]*$/);
        expect(word.plural, word.german).not.toMatch(/^(der|die|das)\s/i);
      }
    }
  });

  it("gives non-nouns neither gender nor plural", () => {
    for (const word of allWords().filter((w) => w.type !== "NOUN")) {
      expect(word.gender, word.german).toBeNull();
      expect(word.plural, word.german).toBeNull();
    }
  });

  it("keeps `german` typeable: letters, spaces and hyphens only, equal to `name`", () => {
    for (const word of allWords()) {
      expect(word.german, word.id).toMatch(/^[A-Za-zÄÖÜäöüß]+(?:[ -][A-Za-zÄÖÜäöüß]+)*$/);
      expect(word.name, word.id).toBe(word.german);
    }
  });

  it("writes pronunciations as bare IPA", () => {
    for (const word of allWords()) {
      expect(word.pronunciation, word.german).not.toMatch(/[/[\]]/);
      expect(word.pronunciation, word.german).not.toMatch(/[A-Z]/);
      expect(word.pronunciation.trim(), word.german).toBe(word.pronunciation);
    }
  });

  it("writes Persian with Persian letters and the zero-width non-joiner", () => {
    const persianText = [
      ...allWords().flatMap((word) => [word.persian, word.example.persian]),
      ...allSections().flatMap((section) => [section.name, section.exam.name]),
      ...seed.posts.flatMap((post) => [post.title, post.summary, post.content]),
    ];
    let zwnj = 0;
    for (const value of persianText) {
      expect(value).toMatch(/[\u0600-\u06FF]/);
      // Arabic yeh and kaf instead of the Persian ones
      expect(value).not.toMatch(/[\u064A\u0643]/);
      // a detached verb prefix or plural suffix means a missing zero-width non-joiner
      expect(value).not.toMatch(/(^|[\s«(])(ن?می) /);
      expect(value).not.toMatch(/ (ها|های|هایی)([\s.،؟!»]|$)/);
      expect(value).not.toContain("_");
      if (value.includes(ZWNJ)) zwnj += 1;
    }
    expect(zwnj).toBeGreaterThan(100);
  });

  it("gives a real synonym to at least 30% of the words, never the word itself", () => {
    const words = allWords();
    const withSynonym = words.filter((word) => word.synonym !== null);
    expect(withSynonym.length / words.length).toBeGreaterThanOrEqual(0.3);
    for (const word of withSynonym) {
      expect(word.synonym?.toLowerCase(), word.german).not.toBe(word.german.toLowerCase());
      expect(word.synonym, word.german).not.toMatch(/[/()]/);
    }
  });

  it("gives every word an example sentence in both languages that ends with punctuation", () => {
    for (const word of allWords()) {
      expect(word.example.german, word.german).toMatch(/[.!?]$/);
      expect(word.example.german, word.german).toMatch(/^[A-ZÄÖÜ]/);
      expect(word.example.persian, word.german).toMatch(/[.!؟?]$/);
    }
  });

  it("uses each noun in its own example sentence (singular or plural)", () => {
    for (const word of allWords().filter((w) => w.type === "NOUN")) {
      const sentence = word.example.german.toLowerCase();
      const forms = [word.german, word.plural].filter((form): form is string => form !== null);
      expect(
        forms.some((form) => sentence.includes(form.toLowerCase())),
        `${word.german}: ${word.example.german}`,
      ).toBe(true);
    }
  });

  it("keeps the Persian meanings of a section distinct (they are exam choices)", () => {
    for (const section of allSections()) {
      const meanings = section.words.map((word) => word.persian);
      expect(new Set(meanings).size, section.id).toBe(meanings.length);
    }
  });
});

describe("seed courses: images", () => {
  it("gives at least 24 words an image, and at least one per section", () => {
    expect(allWords().filter((word) => word.image !== null).length).toBeGreaterThanOrEqual(24);
    for (const section of allSections()) {
      expect(
        section.words.some((word) => word.image !== null && word.type === "NOUN"),
        section.id,
      ).toBe(true);
    }
  });

  it("points every course, word, exam and post image at a file on disk", async () => {
    const paths = [
      ...seed.courses.map((course) => course.image),
      ...allWords().flatMap((word) => (word.image === null ? [] : [word.image])),
      ...questionsOf("QUESTION_TYPE_IMAGE").map((question) => question.image),
      ...seed.posts.map((post) => post.image),
      "app/home-header.svg",
      "app/exam-start.svg",
      "app/placeholder.svg",
    ];
    expect(await missingImages(paths)).toEqual([]);
  });

  it("has two distinct course covers", async () => {
    const [a1, a2] = await Promise.all(
      seed.courses.map((course) => readFile(path.join(seed.imagesDir, course.image), "utf8")),
    );
    expect(a1).toBeDefined();
    expect(a1).not.toBe(a2);
  });

  it("ships only small, self-contained 16:9 SVGs with lowercase ascii names", async () => {
    const files = await listFiles(seed.imagesDir);
    expect(files.length).toBeGreaterThanOrEqual(24 + 8);
    for (const file of files) {
      expect(file).toMatch(/^(courses|words|posts|app)\/[a-z0-9-]+\.svg$/);
      const full = path.join(seed.imagesDir, file);
      expect((await stat(full)).size, file).toBeLessThan(4096);
      const svg = await readFile(full, "utf8");
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/);
      expect(svg, file).not.toMatch(/<script|\son[a-z]+=|<image|<foreignObject|href=|url\(|@import/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), file).not.toMatch(/https?:/);
      expect(svg.trimEnd().endsWith("</svg>"), file).toBe(true);
    }
  });

  it("uses every word image file at least once", async () => {
    const used = new Set(allWords().flatMap((word) => (word.image === null ? [] : [word.image])));
    const files = (await listFiles(seed.imagesDir)).filter((file) => file.startsWith("words/"));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });
});

describe("seed courses: exams", () => {
  it("gives every section an exam of 6 or more questions covering all 4 types, with a 240–420 s deadline", () => {
    for (const section of allSections()) {
      const { exam } = section;
      expect(exam.questions.length, exam.id).toBeGreaterThanOrEqual(6);
      for (const type of QUESTION_TYPES) {
        expect(
          exam.questions.some((question) => question.type === type),
          `${exam.id} ${type}`,
        ).toBe(true);
      }
      expect(exam.deadline).toBeGreaterThanOrEqual(240);
      expect(exam.deadline).toBeLessThanOrEqual(420);
    }
  });

  it("offers 4 distinct choices with the correct one among them, all taken from the course's words", () => {
    for (const course of seed.courses) {
      const words = sections(course).flatMap((section) => section.words);
      const known = new Set(words.flatMap((word) => [word.german, word.persian]));
      for (const section of sections(course)) {
        for (const question of section.exam.questions) {
          if (question.type !== "QUESTION_TYPE_MULTIPLE_CHOICE" && question.type !== "QUESTION_TYPE_IMAGE")
            continue;
          expect(question.choices).toHaveLength(4);
          expect(new Set(question.choices).size, section.id).toBe(4);
          expect(question.choices, section.id).toContain(question.correct);
          for (const choice of question.choices)
            expect(known.has(choice), `${section.id} ${choice}`).toBe(true);
        }
      }
    }
  });

  it("asks multiple-choice questions whose answer matches the word they name", () => {
    const words = allWords();
    const byGerman = new Map(words.map((word) => [word.german, word]));
    const byPersian = new Map(words.map((word) => [word.persian, word]));
    for (const question of questionsOf("QUESTION_TYPE_MULTIPLE_CHOICE")) {
      const quoted = /«(.+?)»/.exec(question.question)?.[1];
      expect(quoted, question.question).toBeDefined();
      if (quoted === undefined) continue;
      const word = byGerman.get(quoted) ?? byPersian.get(quoted);
      expect(word, question.question).toBeDefined();
      if (!word) continue;
      expect([word.german, word.persian], question.question).toContain(question.correct);
      expect(question.correct, question.question).not.toBe(quoted);
    }
  });

  it("shows an image of one of the section's own words and expects that word", () => {
    for (const section of allSections()) {
      const imageQuestions = section.exam.questions.filter(
        (question): question is Extract<SeedQuestion, { type: "QUESTION_TYPE_IMAGE" }> =>
          question.type === "QUESTION_TYPE_IMAGE",
      );
      for (const question of imageQuestions) {
        const word = section.words.find((w) => w.image === question.image);
        expect(word, `${section.id} ${question.image}`).toBeDefined();
        expect(question.correct).toBe(word?.german);
        const nouns = new Set(
          allWords()
            .filter((w) => w.type === "NOUN")
            .map((w) => w.german),
        );
        for (const choice of question.choices) expect(nouns.has(choice), choice).toBe(true);
      }
    }
  });

  it("builds sortable questions from a section sentence: 3–7 distinct words in order, one slot each", () => {
    for (const section of allSections()) {
      const sentences = new Set(section.words.map((word) => word.example.german.replace(/[.!?]$/, "")));
      for (const question of section.exam.questions) {
        if (question.type !== "QUESTION_TYPE_SORTABLE") continue;
        expect(question.items.length).toBeGreaterThanOrEqual(3);
        expect(question.items.length).toBeLessThanOrEqual(7);
        expect(new Set(question.items).size, section.id).toBe(question.items.length);
        expect(new Set(question.items.map((item) => item.toLowerCase())).size, section.id).toBe(
          question.items.length,
        );
        expect(question.slots).toHaveLength(question.items.length);
        for (const item of question.items) expect(item, section.id).toMatch(/^[A-Za-zÄÖÜäöüß-]+$/);
        expect(sentences.has(question.items.join(" ")), `${section.id}: ${question.items.join(" ")}`).toBe(
          true,
        );
      }
    }
  });

  it("pairs pluggable items: 3–5 distinct German words on the left, their Persian meanings on the right", () => {
    for (const course of seed.courses) {
      const meaning = new Map(
        sections(course).flatMap((section) => section.words.map((w) => [w.german, w.persian])),
      );
      for (const section of sections(course)) {
        for (const question of section.exam.questions) {
          if (question.type !== "QUESTION_TYPE_PLUGGABLE") continue;
          expect(question.left.length).toBeGreaterThanOrEqual(3);
          expect(question.left.length).toBeLessThanOrEqual(5);
          expect(question.right).toHaveLength(question.left.length);
          expect(new Set(question.left).size).toBe(question.left.length);
          expect(new Set(question.right).size).toBe(question.right.length);
          question.left.forEach((left, index) => {
            expect(meaning.get(left), `${section.id} ${left}`).toBe(question.right[index]);
          });
        }
      }
    }
  });
});

describe("seed posts", () => {
  it("has exactly 3 posts with distinct ids, titles and existing cover images", async () => {
    expect(seed.posts).toHaveLength(3);
    expect(new Set(seed.posts.map((post) => post.id)).size).toBe(3);
    expect(new Set(seed.posts.map((post) => post.title)).size).toBe(3);
    expect(await missingImages(seed.posts.map((post) => post.image))).toEqual([]);
  });

  it("writes real HTML: a heading, a list, a local image that exists and a link", async () => {
    for (const post of seed.posts) {
      const { content } = post;
      expect(content, post.id).toMatch(/<h[23]>[^<]+<\/h[23]>/);
      expect(content, post.id).toMatch(/<(ul|ol)>\s*<li>/);
      expect(content, post.id).toMatch(/<a href="https:\/\/[^"]+">[^<]+<\/a>/);
      expect(content, post.id).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      const images = [...content.matchAll(/<img src="([^"]+)" alt="([^"]+)">/g)];
      expect(images.length, post.id).toBeGreaterThanOrEqual(1);
      const local = images.map((match) => match[1] ?? "");
      for (const src of local) expect(src).toMatch(/^\/media\//);
      expect(await missingImages(local.map((src) => src.replace(/^\/media\//, "")))).toEqual([]);
      // every opened tag is closed (img is void)
      for (const tag of ["h2", "h3", "p", "ul", "ol", "li", "a"]) {
        const opened = content.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
        const closed = content.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
        expect(closed, `${post.id} <${tag}>`).toBe(opened);
      }
    }
  });

  it("keeps each post between 150 and 400 words", () => {
    for (const post of seed.posts) {
      const words = post.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter((word) => word.length > 0);
      expect(words.length, post.id).toBeGreaterThanOrEqual(150);
      expect(words.length, post.id).toBeLessThanOrEqual(400);
    }
  });
});
