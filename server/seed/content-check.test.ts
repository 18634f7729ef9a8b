import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent, persianProblems } from "./content-check.js";
import { type LessonFile, lessonFileSchema } from "./content-schema.js";

// `npm run content:check` inside `npm test`: the same checker over the real content, then over
// broken copies to show that each rule can fail.

const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));
// The courses are final: their sizes and Goethe coverage are enforced (CONTENT_FINAL=0 relaxes
// that while a course is being rewritten).
const FINAL = process.env.CONTENT_FINAL !== "0";

describe("content:check on the seed content", () => {
  it("finds no error", async () => {
    const report = await checkContent(SEED_DIR, { final: FINAL });
    expect(report.errors).toEqual([]);
    expect(report.figures.join("\n")).toMatch(/A1 course: \d+ words; covers \d+ of \d+ Goethe A1 headwords/);
  }, 60_000);
});

describe("content:check catches", () => {
  let dir: string;
  let lessonPath: string;
  let original: LessonFile;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vajeh-content-"));
    await cp(SEED_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
    lessonPath = path.join(dir, "content", "a1", "01-greetings.json");
    original = lessonFileSchema.parse(JSON.parse(await readFile(lessonPath, "utf8")));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function errorsWith(change: (lesson: LessonFile) => void): Promise<string[]> {
    const lesson = structuredClone(original);
    change(lesson);
    await writeFile(lessonPath, JSON.stringify(lesson));
    try {
      return (await checkContent(dir, { final: false })).errors;
    } finally {
      await writeFile(lessonPath, JSON.stringify(original));
    }
  }

  const firstNoun = (lesson: LessonFile) => {
    const noun = lesson.sections[0]?.words.find((w) => w.type === "NOUN" && w.german === "Frau");
    if (!noun) throw new Error("no Frau in a1-1-1");
    return noun;
  };

  it("an article or a plural that the lexicon contradicts", async () => {
    expect(await errorsWith((l) => void (firstNoun(l).gender = "masculine"))).toEqual([
      expect.stringMatching(/«Frau».*masculine, the lexicon says F/),
    ]);
    expect(await errorsWith((l) => void (firstNoun(l).plural = "Fraus"))).toEqual([
      expect.stringMatching(/«Frau».*plural Fraus, the lexicon says Frauen/),
    ]);
  });

  it("Arabic ي or ك, and a detached می", async () => {
    const errors = await errorsWith((l) => {
      firstNoun(l).persian = "خانم، زن، يك";
      firstNoun(l).example.persian = "او می آید.";
    });
    expect(errors.join("\n")).toMatch(/Arabic ي or ك/);
    expect(errors.join("\n")).toMatch(/detached می/);
  });

  it("a sortable order that does not use exactly the same words", async () => {
    const errors = await errorsWith((l) => {
      const sentence = l.sections[0]?.sentences[0];
      if (sentence) sentence.orders = ["Schmidt ist mein Lehrer Herr Herr"];
    });
    expect(errors.join("\n")).toMatch(/does not use exactly the words/);
  });

  it("a headword twice in a course", async () => {
    const errors = await errorsWith((l) => {
      const section = l.sections[1];
      if (section) section.words.push({ ...firstNoun(l) });
    });
    expect(errors.join("\n")).toMatch(/«Frau» and «Frau» would share the id a1-1-1-\d+/);
  });

  it("a homograph that differs from homographs.json", async () => {
    const errors = await errorsWith((l) => {
      l.sections[0]?.words.push({ ...firstNoun(l), german: "See", gender: "feminine", plural: "Seen" });
    });
    expect(errors.join("\n")).toMatch(/«See».*homographs\.json says masculine/);
  });

  it("the course sizes and coverage only when the content is final", async () => {
    // A course cut back to its first lesson, as while it is being rewritten.
    const small = await mkdtemp(path.join(os.tmpdir(), "vajeh-content-small-"));
    try {
      await cp(dir, small, { recursive: true });
      for (const course of ["a1", "a2"]) {
        const folder = path.join(small, "content", course);
        for (const file of await readdir(folder)) {
          if (/^\d\d-/.test(file) && !file.startsWith("01-")) await rm(path.join(folder, file));
        }
      }
      const loose = await checkContent(small, { final: false });
      const strict = await checkContent(small, { final: true });
      expect(loose.errors).toEqual([]);
      expect(strict.errors.join("\n")).toMatch(/covers .*% of the Goethe A1 list, under 90%/);
      expect(strict.errors.join("\n")).toMatch(
        /A2 course has \d+ words from the Goethe A2 list .* fewer than 600/,
      );
    } finally {
      await rm(small, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("persianProblems", () => {
  it("accepts written Persian and names each mistake", () => {
    expect(persianProblems("کتاب‌ها را می‌خوانم… «خوب»")).toEqual([]);
    expect(persianProblems("کتاب ها")).toHaveLength(1);
    expect(persianProblems("نمی دانم")).toHaveLength(1);
    expect(persianProblems("صبر کن...")).toHaveLength(1);
  });
});
