import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonFileSchema } from "../../seed/content-schema.js";
import { SEED_DIR } from "../paths.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";
import {
  bookmarks,
  examAnswers,
  examAttempts,
  examHighs,
  exams,
  lessons,
  questions,
  sections,
  wordProgress,
  words,
} from "./schema.js";
import { seedDatabase } from "./seed.js";

// A database seeded from today's content, a learner with progress, saved words and exam history,
// then the seed run again with new content (words removed, moved and added; a section and a lesson
// gone): nothing of the learner's is lost and no foreign key breaks (db/seed-content.ts).

let t: TestApp;
let newSeed: string;
let userId: string;
let token: string;
const ATTEMPT = "00000000-0000-4000-8000-000000000001";

async function writeNewContent(dir: string): Promise<void> {
  const file = path.join(dir, "content", "a1", "01-greetings.json");
  const lesson = lessonFileSchema.parse(JSON.parse(await readFile(file, "utf8")));
  const [first, second] = lesson.sections;
  if (!first || !second) throw new Error("a1-1 has two sections");
  // a1-1-1-02 Tschüss (saved), -03 Guten Morgen (completed) and -04 Guten Abend (nobody's) go;
  // -05 Gute Nacht (saved) moves to a1-1-2; a new word comes.
  const byGerman = (german: string) => first.words.find((w) => w.german === german);
  const moved = byGerman("Gute Nacht");
  if (!moved) throw new Error("a1-1-1 teaches Gute Nacht");
  const gone = new Set(["Tschüss", "Guten Morgen", "Guten Abend", "Gute Nacht"]);
  first.words = first.words.filter((w) => !gone.has(w.german));
  first.words.push({
    ...moved,
    german: "Seilbahn",
    type: "NOUN",
    gender: "feminine",
    plural: "Seilbahnen",
    note: null,
  });
  second.words.push(moved);
  lesson.sections = [first, second]; // a1-1-3 (with an exam attempt) goes
  await writeFile(file, JSON.stringify(lesson));
  await rm(path.join(dir, "content", "a2", "17-society-culture-celebrations.json")); // nobody's lesson goes
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser();
  userId = user.id;
  token = user.token;
  const db = t.database.db;
  const place = { courseId: "a1", lessonId: "a1-1", sectionId: "a1-1-1" };
  await db.insert(bookmarks).values([
    { id: "b-gone", userId, wordId: "a1-1-1-02", ...place, note: "gone but kept" },
    { id: "b-moved", userId, wordId: "a1-1-1-05", ...place },
    { id: "b-stays", userId, wordId: "a1-1-1-01", ...place },
  ]);
  await db.insert(wordProgress).values([
    { userId, wordId: "a1-1-1-01", sectionId: "a1-1-1" },
    { userId, wordId: "a1-1-1-03", sectionId: "a1-1-1" },
  ]);
  const when = t.clock.now();
  await db.insert(examAttempts).values({
    id: ATTEMPT,
    userId,
    examId: "a1-1-3-exam",
    courseId: "a1",
    lessonId: "a1-1",
    sectionId: "a1-1-3",
    createdAt: when,
    deadlineAt: new Date(when.getTime() + 300_000),
    completedAt: when,
    score: 50,
  });
  await db
    .insert(examAnswers)
    .values({ attemptId: ATTEMPT, questionIndex: 0, answers: ["x"], correct: false });
  await db.insert(examHighs).values({ userId, examId: "a1-1-3-exam", score: 50, doneAt: when });

  newSeed = await mkdtemp(path.join(os.tmpdir(), "vajeh-newseed-"));
  await cp(SEED_DIR, newSeed, { recursive: true });
  await writeNewContent(newSeed);
  await seedDatabase(db, newSeed);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(newSeed, { recursive: true, force: true });
});

describe("seeding new content over a database with a learner's data", () => {
  it("keeps every bookmark, completion, attempt, answer and high", async () => {
    const db = t.database.db;
    expect(
      (await db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).map((b) => b.id).sort(),
    ).toEqual(["b-gone", "b-moved", "b-stays"]);
    expect(await db.select().from(wordProgress).where(eq(wordProgress.userId, userId))).toHaveLength(2);
    expect(await db.select().from(examAttempts).where(eq(examAttempts.id, ATTEMPT))).toHaveLength(1);
    expect(await db.select().from(examAnswers).where(eq(examAnswers.attemptId, ATTEMPT))).toHaveLength(1);
    expect(await db.select().from(examHighs).where(eq(examHighs.userId, userId))).toHaveLength(1);
  });

  it("retires what a learner's data points at, deletes what nobody's does, and adds the new word", async () => {
    const db = t.database.db;
    const rows = await db
      .select({ id: words.id, retired: words.retired, sectionId: words.sectionId })
      .from(words)
      .where(
        inArray(words.id, ["a1-1-1-01", "a1-1-1-02", "a1-1-1-03", "a1-1-1-04", "a1-1-1-05", "a1-seilbahn-f"]),
      );
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.retired, r.sectionId]]))).toEqual({
      "a1-1-1-01": [false, "a1-1-1"],
      "a1-1-1-02": [true, "a1-1-1"],
      "a1-1-1-03": [true, "a1-1-1"],
      "a1-1-1-05": [false, "a1-1-2"],
      "a1-seilbahn-f": [false, "a1-1-1"],
    });
    const [exam] = await db.select().from(exams).where(eq(exams.id, "a1-1-3-exam"));
    expect(exam?.retired).toBe(true);
    expect(await db.select().from(questions).where(eq(questions.examId, "a1-1-3-exam"))).not.toHaveLength(0);
    const [section] = await db.select().from(sections).where(eq(sections.id, "a1-1-3"));
    expect(section?.retired).toBe(true);
    expect(await db.select().from(lessons).where(eq(lessons.id, "a2-17"))).toEqual([]);
  });

  it("moves a moved word's bookmark and completion with it", async () => {
    const [moved] = await t.database.db.select().from(bookmarks).where(eq(bookmarks.id, "b-moved"));
    expect(moved?.sectionId).toBe("a1-1-2");
  });

  it("lists no retired word or section, but a saved retired word and the exam history still read", async () => {
    const lesson = await t.call({
      method: "GET",
      url: "/api/teacher/courses/lessons/a1-1?course_id=a1",
      token,
    });
    expect(lesson.statusCode).toBe(200);
    const body = lesson.json() as {
      data: { sections: Array<{ id: string; words: Array<{ id: string }> }> };
    };
    expect(body.data.sections.map((s) => s.id)).toEqual(["a1-1-1", "a1-1-2"]);
    const listed = body.data.sections.flatMap((s) => s.words.map((w) => w.id));
    expect(listed).not.toContain("a1-1-1-02");
    expect(listed).toContain("a1-seilbahn-f");

    const saved = await t.call({ method: "GET", url: "/api/courses/words/bookmarks", token });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: Array<{ id: string }> }).data.map((b) => b.id).sort()).toEqual([
      "b-gone",
      "b-moved",
      "b-stays",
    ]);
    const word = await t.call({ method: "GET", url: "/api/teacher/courses/words/a1-1-1-02", token });
    expect(word.statusCode).toBe(200);

    const attempt = await t.call({ method: "GET", url: `/api/user/exam/answer/${ATTEMPT}`, token });
    expect(attempt.statusCode).toBe(200);
    expect((attempt.json() as { data: { answers: string[][] } }).data.answers).toEqual([["x"]]);

    const start = await t.call({
      method: "POST",
      url: "/api/user/exam/answer",
      token,
      payload: { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-3", test_id: "a1-1-3-exam" },
    });
    expect(start.statusCode).toBe(404);
  });

  it("is idempotent: seeding the same content again changes nothing a learner has", async () => {
    await seedDatabase(t.database.db, newSeed);
    expect(await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).toHaveLength(3);
  });
});
