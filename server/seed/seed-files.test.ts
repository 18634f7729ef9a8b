import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, cp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { lessonFileSchema } from "./content-schema.js";
import {
  loadSeedFiles,
  QUESTION_TYPES,
  SeedFileError,
  type CourseFile,
  type SeedFiles,
  type SeedQuestion,
  type SeedSection,
  type SeedWord,
} from "./seed-files.js";

const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));

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

function questionsOf<T extends SeedQuestion["type"]>(
  type: T,
  only?: SeedSection,
): Extract<SeedQuestion, { type: T }>[] {
  return (only ? [only] : allSections())
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

describe("seed courses: loading the course folders", () => {
  it("has the two courses a1 and a2, in order, with distinct names", () => {
    expect(seed.courses.map((course) => course.id)).toEqual(["a1", "a2"]);
    expect(seed.courses.map((course) => course.order)).toEqual([1, 2]);
    expect(new Set(seed.courses.map((course) => course.name)).size).toBe(2);
  });

  it("reads the lesson files in file order, the first lesson free, with sequential ids", () => {
    for (const course of seed.courses) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(4);
      course.lessons.forEach((lesson, index) => {
        expect(lesson.id).toBe(`${course.id}-${index + 1}`);
        expect(lesson.file.startsWith(String(index + 1).padStart(2, "0"))).toBe(true);
        expect(lesson.free, lesson.id).toBe(index === 0);
        lesson.sections.forEach((section, s) => {
          expect(section.id).toBe(`${lesson.id}-${s + 1}`);
          expect(section.exam.id).toBe(`${section.id}-exam`);
        });
      });
    }
  });

  it("keeps the ids words had before issue 17 (saved words and progress point at them)", async () => {
    const legacy = JSON.parse(
      await readFile(path.join(SEED_DIR, "content", "legacy-word-ids.json"), "utf8"),
    ) as Record<string, Record<string, string>>;
    const a1 = seed.courses[0];
    const hallo = a1?.lessons[0]?.sections[0]?.words.find((word) => word.german === "Hallo");
    expect(hallo?.id).toBe("a1-1-1-01");
    for (const course of seed.courses) {
      for (const section of sections(course)) {
        for (const word of section.words) {
          const old = legacy[course.id]?.[`${word.type}|${word.german}`];
          if (old) expect(word.id).toBe(old);
        }
      }
    }
  });

  it("gives a new word an id from its course and headword, whatever lesson it is in", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "vajeh-seed-"));
    try {
      await cp(SEED_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
      const file = path.join(dir, "content", "a1", "01-greetings.json");
      const lesson = lessonFileSchema.parse(JSON.parse(await readFile(file, "utf8")));
      const section = lesson.sections[0];
      const first = section?.words[0];
      if (!section || !first) throw new Error("no section");
      section.words.push({
        ...first,
        german: "Seilbahn",
        type: "NOUN",
        gender: "feminine",
        plural: "Seilbahnen",
      });
      await writeFile(file, JSON.stringify(lesson));
      const loaded = await loadSeedFiles(dir);
      const words = loaded.courses[0]?.lessons[0]?.sections[0]?.words ?? [];
      expect(words.at(-1)?.id).toBe("a1-seilbahn-f");
      expect(words[0]?.id).toBe("a1-1-1-01");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a lesson file that breaks the format, naming the file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "vajeh-seed-"));
    try {
      await cp(SEED_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
      const file = path.join(dir, "content", "a1", "01-greetings.json");
      const lesson = JSON.parse(await readFile(file, "utf8")) as {
        sections: Array<{ words: Array<Record<string, unknown>> }>;
      };
      const word = lesson.sections[0]?.words[0];
      if (word) Object.assign(word, { type: "VERB", gender: "masculine" });
      await writeFile(file, JSON.stringify(lesson));
      await expect(loadSeedFiles(dir)).rejects.toThrow(SeedFileError);
      await expect(loadSeedFiles(dir)).rejects.toThrow(/01-greetings\.json/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("seed courses: words", () => {
  it("writes nouns capitalised, without article; plural-only nouns have no gender and plural = headword", () => {
    for (const word of allWords().filter((w) => w.type === "NOUN")) {
      expect(word.german, word.id).toMatch(/^[A-ZÄÖÜ]/);
      if (word.gender === null) expect(word.plural).toBe(word.german);
    }
  });

  it("gives every word an example sentence in both languages that ends with punctuation", () => {
    for (const word of allWords()) {
      expect(word.example.german, word.german).toMatch(/[.!?]$/);
      expect(word.example.persian, word.german).toMatch(/[.!؟?]$/);
    }
  });
});

describe("seed courses: images", () => {
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
});

describe("seed courses: generated exams", () => {
  it("gives every section an exam with multiple-choice, sortable and pluggable questions", () => {
    for (const section of allSections()) {
      const types = new Set(section.exam.questions.map((question) => question.type));
      for (const type of QUESTION_TYPES.filter((t) => t !== "QUESTION_TYPE_IMAGE")) {
        expect(types.has(type), `${section.id} ${type}`).toBe(true);
      }
      const imaged = section.words.some((word) => word.image !== null);
      expect(types.has("QUESTION_TYPE_IMAGE"), section.id).toBe(imaged);
      expect(section.exam.deadline).toBeGreaterThanOrEqual(60);
    }
  });

  it("asks the article and plural of every noun of the section", () => {
    for (const section of allSections()) {
      const asked = questionsOf("QUESTION_TYPE_MULTIPLE_CHOICE", section).map((q) => q.correct);
      for (const noun of section.words.filter((w) => w.type === "NOUN" && w.gender !== null)) {
        const article = { masculine: "der", feminine: "die", neuter: "das" }[noun.gender ?? "masculine"];
        const plural = noun.plural === null ? "بدون جمع" : `die ${noun.plural}`;
        expect(asked, section.id).toContain(`${article} ${noun.german} – ${plural}`);
      }
    }
  });

  it("is the same exam every time it is generated", async () => {
    const again = await loadSeedFiles(SEED_DIR);
    expect(again.courses.map((c) => sections(c).map((s) => s.exam))).toEqual(
      seed.courses.map((c) => sections(c).map((s) => s.exam)),
    );
  });

  it("shows nouns with their article in every German choice and match", () => {
    const nouns = new Set(
      allWords()
        .filter((w) => w.type === "NOUN")
        .map((w) => w.german),
    );
    for (const section of allSections()) {
      for (const question of section.exam.questions) {
        const shown =
          question.type === "QUESTION_TYPE_PLUGGABLE"
            ? question.left
            : question.type === "QUESTION_TYPE_SORTABLE"
              ? []
              : question.choices;
        for (const text of shown) expect(nouns.has(text), `${section.id}: ${text}`).toBe(false);
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
