import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Course,
  type CourseSummary,
  type Lesson,
  type Section,
  type Settings,
  type Word,
  questionKind,
} from "../../../../src/contract/content.js";
import {
  examHighs,
  lessons,
  posts,
  questions,
  sections,
  settings,
  wordProgress,
  words,
} from "../../db/schema.js";
import { insertTestCourse, ZZ } from "../../services/content-read.fixture.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import { loadSeedFiles } from "../../../seed/seed-files.js";
import { SEED_DIR } from "../../paths.js";

// What the seed holds, so these tests follow the content as it grows.
const seed = await loadSeedFiles(SEED_DIR);
const A1 = seed.courses.find((c) => c.id === "a1");
const A2 = seed.courses.find((c) => c.id === "a2");
if (!A1 || !A2) throw new Error("the seed has courses a1 and a2");
const lessonIds = (course: typeof A1) => course.lessons.map((l) => l.id);
const sectionIds = (course: typeof A1, lessonId: string) =>
  course.lessons.find((l) => l.id === lessonId)?.sections.map((s) => s.id) ?? [];

let t: TestApp;
let free: { id: string; token: string };
let paid: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await insertTestCourse(t.database.db);
  free = await t.createUser();
  paid = await t.createUser({ subscribed: true });
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, token: string = free.token): Promise<{ status: number; data: T }> {
  const res = await t.call({ method: "GET", url, token });
  const body = res.json() as { data: T };
  return { status: res.statusCode, data: body.data };
}

/** `token: null` sends no Authorization header. */
async function expectError(url: string, status: number, token: string | null = free.token): Promise<void> {
  const res = await t.call({ method: "GET", url, token: token ?? undefined });
  expect(res.statusCode).toBe(status);
  const body = res.json() as { messages: { error: string } };
  expect(typeof body.messages.error).toBe("string");
  expect(body.messages.error.length).toBeGreaterThan(0);
}

describe("auth", () => {
  it.each([
    "/api/app/settings",
    "/api/blog/posts",
    "/api/blog/posts/welcome",
    "/api/courses/courses",
    "/api/courses/courses/a1",
    "/api/teacher/courses/lessons/a1-1?course_id=a1",
    "/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1",
    "/api/teacher/courses/words/a1-1-1-01",
  ])("%s needs a token (401)", async (url) => {
    await expectError(url, 401, null);
    await expectError(url, 401, "not-a-token");
  });
});

describe("GET /api/app/settings", () => {
  it("answers the three links from the settings table and the gateways", async () => {
    const { status, data } = await get<Settings>("/api/app/settings");
    expect(status).toBe(200);
    expect(data).toEqual({
      configs: {
        LINK_IMAGE_USER_MAIN_PAGE_HEADER: "/media/app/home-header.svg",
        LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: "/v1/subscription",
        LINK_IMAGE_USER_BEFORE_START_EXAM: "/media/app/exam-start.svg",
      },
      gateways: { sandbox: "درگاه آزمایشی", points: "پرداخت با امتیاز" },
    });
  });

  it("answers null for a missing key", async () => {
    const db = t.database.db;
    const [saved] = await db
      .select()
      .from(settings)
      .where(eq(settings.key, "LINK_IMAGE_USER_BEFORE_START_EXAM"));
    await db.delete(settings).where(eq(settings.key, "LINK_IMAGE_USER_BEFORE_START_EXAM"));
    try {
      const { data } = await get<Settings>("/api/app/settings");
      expect(data.configs.LINK_IMAGE_USER_BEFORE_START_EXAM).toBeNull();
      expect(data.configs.LINK_IMAGE_USER_MAIN_PAGE_HEADER).toBe("/media/app/home-header.svg");
    } finally {
      if (saved) await db.insert(settings).values(saved);
    }
  });

  it("lists the gateways the server offers (the sandbox and points by default)", async () => {
    const response = await t.call({ method: "GET", url: "/api/app/settings", token: free.token });
    expect((response.json() as { data: { gateways: Record<string, string> } }).data.gateways).toEqual({
      sandbox: "درگاه آزمایشی",
      points: "پرداخت با امتیاز",
    });
  });
});

describe("blog", () => {
  it("lists post summaries in their order, without content", async () => {
    const rows = await t.database.db.select().from(posts).orderBy(asc(posts.order));
    const { status, data } = await get<Record<string, unknown>[]>("/api/blog/posts");
    expect(status).toBe(200);
    expect(data.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(data.length).toBeGreaterThan(0);
    for (const post of data) {
      expect(Object.keys(post).sort()).toEqual(["id", "image_link", "summary", "title"]);
    }
  });

  it("answers one post with its content", async () => {
    const [row] = await t.database.db.select().from(posts).orderBy(asc(posts.order)).limit(1);
    if (!row) throw new Error("no seeded post");
    const { status, data } = await get<Record<string, unknown>>(`/api/blog/posts/${row.id}`);
    expect(status).toBe(200);
    expect(data).toEqual({
      id: row.id,
      title: row.title,
      image_link: row.imageLink,
      summary: row.summary,
      content: row.content,
    });
  });

  it("sanitises content even when a row was written unsanitised", async () => {
    await t.database.db.insert(posts).values({
      id: "raw-post",
      title: "t",
      summary: "s",
      imageLink: null,
      content: '<p onclick="x()">متن</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>',
      order: 1000,
    });
    const { status, data } = await get<{ content: string }>("/api/blog/posts/raw-post");
    expect(status).toBe(200);
    expect(data.content).toContain("متن");
    expect(data.content).not.toMatch(/script|onclick|javascript:/i);
  });

  it("answers 404 for an unknown post", async () => {
    await expectError("/api/blog/posts/no-such-post", 404);
  });
});

describe("courses", () => {
  it("lists courses by order, ascending by default and descending on request", async () => {
    const asc1 = await get<CourseSummary[]>("/api/courses/courses");
    const asc2 = await get<CourseSummary[]>("/api/courses/courses?order_by=order&order=asc");
    const desc1 = await get<CourseSummary[]>("/api/courses/courses?order_by=order&order=desc");
    expect(asc1.status).toBe(200);
    expect(asc1.data.map((c) => c.id)).toEqual(["a1", "a2", "zz"]);
    expect(asc2.data).toEqual(asc1.data);
    expect(desc1.data.map((c) => c.id)).toEqual(["zz", "a2", "a1"]);
    expect(asc1.data[0]).toEqual({ id: "a1", name: expect.any(String), image_link: "/media/courses/a1.svg" });
  });

  it("refuses a bad order (400)", async () => {
    await expectError("/api/courses/courses?order=sideways", 400);
    await expectError("/api/courses/courses?order_by=name", 400);
  });

  it("a course lists its lessons; an unbought lesson has sections [] but its counts", async () => {
    const { status, data } = await get<Course>("/api/courses/courses/a1?order_by=order&order=asc");
    expect(status).toBe(200);
    expect(data.id).toBe("a1");
    expect(data.lessons.map((l) => l.id)).toEqual(lessonIds(A1));
    const [first, ...others] = data.lessons;
    expect(first?.sections.map((s) => s.id)).toEqual(sectionIds(A1, "a1-1"));
    expect(first?.sections[0]).toEqual({
      id: "a1-1-1",
      name: expect.any(String),
      order: 1,
      is_completed: false,
    });
    expect(first?.sections_count).toBe(sectionIds(A1, "a1-1").length);
    for (const lesson of others) {
      expect(lesson.sections).toEqual([]);
      expect(lesson.sections_count).toBe(sectionIds(A1, lesson.id).length);
      expect(lesson.done_sections_count).toBe(0);
      expect(lesson.is_completed).toBe(false);
    }
  });

  it("a subscriber sees every lesson's sections", async () => {
    const { data } = await get<Course>("/api/courses/courses/a1", paid.token);
    for (const lesson of data.lessons) {
      const count = sectionIds(A1, lesson.id).length;
      expect(lesson.sections.length).toBe(count);
      expect(lesson.sections.map((s) => s.order)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
  });

  it("orders the lessons descending on request", async () => {
    const { data } = await get<Course>("/api/courses/courses/a1?order_by=order&order=desc", paid.token);
    expect(data.lessons.map((l) => l.id)).toEqual([...lessonIds(A1)].reverse());
  });

  it("answers 404 for an unknown course", async () => {
    await expectError("/api/courses/courses/zz-nope", 404);
  });
});

describe("teacher lesson", () => {
  it("the free first lesson is open to everyone, with words and exams", async () => {
    const { status, data } = await get<Lesson>("/api/teacher/courses/lessons/a1-1?course_id=a1");
    expect(status).toBe(200);
    expect(data.id).toBe("a1-1");
    expect(data.is_completed).toBe(false);
    expect(data.sections.map((s) => s.id)).toEqual(sectionIds(A1, "a1-1"));
    const dbWords = await t.database.db
      .select()
      .from(words)
      .where(eq(words.sectionId, "a1-1-1"))
      .orderBy(asc(words.order));
    expect(data.sections[0]?.words.map((w) => w.id)).toEqual(dbWords.map((w) => w.id));
    expect(data.sections[0]?.exams.map((e) => e.id)).toEqual(["a1-1-1-exam"]);
    expect(data.sections[0]?.exams[0]?.high).toBeNull();
    expect(data.sections[0]?.exams[0]?.questions.length).toBeGreaterThan(0);
  });

  it("an unbought lesson has its sections with words [] and exams [] for a user without subscription", async () => {
    const { status, data } = await get<Lesson>("/api/teacher/courses/lessons/a1-2?course_id=a1");
    expect(status).toBe(200);
    expect(data.sections.map((s) => s.id)).toEqual(sectionIds(A1, "a1-2"));
    for (const section of data.sections) {
      expect(section.words).toEqual([]);
      expect(section.exams).toEqual([]);
      expect(section.is_completed).toBe(false);
    }
  });

  it("a subscriber gets the whole lesson", async () => {
    const { data } = await get<Lesson>("/api/teacher/courses/lessons/a1-2?course_id=a1", paid.token);
    for (const section of data.sections) {
      expect(section.words.length).toBeGreaterThan(0);
      expect(section.exams.length).toBe(1);
    }
  });

  it("answers 404 when the lesson is unknown or of another course, 400 without course_id", async () => {
    await expectError("/api/teacher/courses/lessons/a1-1?course_id=a2", 404);
    await expectError("/api/teacher/courses/lessons/a9-9?course_id=a1", 404);
    await expectError("/api/teacher/courses/lessons/a1-1", 400);
  });

  it("orders sections by `order`, maps words exactly, and never completes an empty section", async () => {
    const { data } = await get<Lesson>(
      `/api/teacher/courses/lessons/${ZZ.freeLesson}?course_id=${ZZ.course}`,
    );
    expect(data.sections.map((s) => s.id)).toEqual([ZZ.wordsSection, ZZ.emptySection]);
    const section = data.sections[0];
    expect(section?.words.map((w) => w.id)).toEqual([
      ZZ.words.maedchen,
      ZZ.words.strasse,
      ZZ.words.bibliothek,
      ZZ.words.kalt,
    ]);
    expect(section?.words[0]).toEqual({
      id: ZZ.words.maedchen,
      name: "Mädchen",
      type: "NOUN",
      gender: "neuter",
      pronunciation: "ˈmɛːtçən",
      image_link: "/media/words/girl.svg",
      translation: { german: "Mädchen", persian: "دختر" },
      grammer: { plural: "Mädchen" },
      synonym: { german: "Mädel" },
      example: { german: "Das Mädchen liest.", persian: "دختر می‌خواند." },
      note: null,
      bookmark: null,
      is_completed: false,
    } satisfies Word);
    // An unknown gender becomes null, an empty German translation null.
    expect(section?.words[3]).toMatchObject({ gender: null, translation: { german: null, persian: "سرد" } });
    expect(data.sections[1]?.words).toEqual([]);
  });
});

describe("teacher section", () => {
  it("answers one section with words and exams", async () => {
    const { status, data } = await get<Section>(
      "/api/teacher/courses/sections/a1-1-2?course_id=a1&lesson_id=a1-1",
    );
    expect(status).toBe(200);
    expect(data.id).toBe("a1-1-2");
    expect(data.order).toBe(2);
    expect(data.words.length).toBeGreaterThan(0);
    expect(data.exams.map((e) => e.id)).toEqual(["a1-1-2-exam"]);
  });

  it("an unbought section has words [] without subscription, and all words with one", async () => {
    const url = "/api/teacher/courses/sections/a1-3-1?course_id=a1&lesson_id=a1-3";
    const locked = await get<Section>(url);
    expect(locked.status).toBe(200);
    expect(locked.data.words).toEqual([]);
    expect(locked.data.exams).toEqual([]);
    const open = await get<Section>(url, paid.token);
    expect(open.data.words.length).toBeGreaterThan(0);
    expect(open.data.exams.length).toBe(1);
  });

  it("answers 404 when the ids do not belong together, 400 without them", async () => {
    await expectError("/api/teacher/courses/sections/a1-1-2?course_id=a1&lesson_id=a1-2", 404);
    await expectError("/api/teacher/courses/sections/a1-1-2?course_id=a2&lesson_id=a1-1", 404);
    await expectError("/api/teacher/courses/sections/nope?course_id=a1&lesson_id=a1-1", 404);
    await expectError("/api/teacher/courses/sections/a1-1-2?course_id=a1", 400);
  });
});

describe("teacher word", () => {
  it("answers a word of an open lesson, with or without an empty bookmark_id", async () => {
    const a = await get<Word>("/api/teacher/courses/words/a1-1-1-02");
    const b = await get<Word>("/api/teacher/courses/words/a1-1-1-02?bookmark_id=");
    expect(a.status).toBe(200);
    expect(a.data).toMatchObject({ id: "a1-1-1-02", name: "Tschüss", bookmark: null, is_completed: false });
    expect(b.data).toEqual(a.data);
  });

  it("answers 404 for an unknown word and for a word of an unbought lesson (200 with a subscription)", async () => {
    await expectError("/api/teacher/courses/words/nope", 404);
    await expectError("/api/teacher/courses/words/a1-2-1-01", 404);
    await expectError(`/api/teacher/courses/words/${ZZ.paidWord}`, 404);
    const { status, data } = await get<Word>("/api/teacher/courses/words/a1-2-1-01", paid.token);
    expect(status).toBe(200);
    expect(data.id).toBe("a1-2-1-01");
  });

  it("embeds this user's bookmark only, and the word's completion", async () => {
    const other = await t.createUser();
    const created = await t.call({
      method: "POST",
      url: "/api/courses/words/bookmarks",
      token: other.token,
      payload: {
        course_id: ZZ.course,
        lesson_id: ZZ.freeLesson,
        section_id: ZZ.wordsSection,
        word_id: ZZ.words.strasse,
        note: "n",
        description: "d",
        learned: true,
      },
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: { id: string } }).data.id;
    await t.database.db
      .insert(wordProgress)
      .values({ userId: other.id, wordId: ZZ.words.strasse, sectionId: ZZ.wordsSection });

    const mine = await get<Word>(
      `/api/teacher/courses/words/${ZZ.words.strasse}?bookmark_id=${id}`,
      other.token,
    );
    expect(mine.data.bookmark).toEqual({ id, note: "n", description: "d", learned: true });
    expect(mine.data.is_completed).toBe(true);
    const theirs = await get<Word>(`/api/teacher/courses/words/${ZZ.words.strasse}?bookmark_id=${id}`);
    expect(theirs.data.bookmark).toBeNull();
    expect(theirs.data.is_completed).toBe(false);

    const lesson = await get<Lesson>(
      `/api/teacher/courses/lessons/${ZZ.freeLesson}?course_id=${ZZ.course}`,
      other.token,
    );
    const word = lesson.data.sections[0]?.words.find((w) => w.id === ZZ.words.strasse);
    expect(word?.bookmark?.id).toBe(id);
    expect(word?.is_completed).toBe(true);
  });
});

describe("completion", () => {
  it("a section is complete when all its words are done; a lesson when all its sections are", async () => {
    const user = await t.createUser({ subscribed: true });
    const db = t.database.db;
    const lessonUrl = "/api/teacher/courses/lessons/a2-1?course_id=a2";
    const sectionRows = await db
      .select()
      .from(sections)
      .where(eq(sections.lessonId, "a2-1"))
      .orderBy(asc(sections.order));
    expect(sectionRows.map((r) => r.id)).toEqual(sectionIds(A2, "a2-1"));

    for (const [i, section] of sectionRows.entries()) {
      const sectionWords = await db.select().from(words).where(eq(words.sectionId, section.id));
      // All but the last word: not complete yet.
      await db
        .insert(wordProgress)
        .values(
          sectionWords.slice(0, -1).map((w) => ({ userId: user.id, wordId: w.id, sectionId: section.id })),
        );
      let lesson = (await get<Lesson>(lessonUrl, user.token)).data;
      expect(lesson.sections[i]?.is_completed).toBe(false);
      const last = sectionWords.at(-1);
      if (!last) throw new Error("empty section");
      await db.insert(wordProgress).values({ userId: user.id, wordId: last.id, sectionId: section.id });
      lesson = (await get<Lesson>(lessonUrl, user.token)).data;
      expect(lesson.sections[i]?.is_completed).toBe(true);
      expect(lesson.sections[i]?.words.every((w) => w.is_completed)).toBe(true);
      expect(lesson.is_completed).toBe(i === sectionRows.length - 1);

      const course = (await get<Course>("/api/courses/courses/a2", user.token)).data;
      const summary = course.lessons.find((l) => l.id === "a2-1");
      expect(summary?.done_sections_count).toBe(i + 1);
      expect(summary?.is_completed).toBe(i === sectionRows.length - 1);
      expect(summary?.sections.filter((s) => s.is_completed).length).toBe(i + 1);
    }
    // Another user's progress is their own.
    const otherLesson = (await get<Lesson>(lessonUrl, free.token)).data;
    expect(otherLesson.is_completed).toBe(false);
  });

  it("progress is still reported for a lesson that is no longer open, without its content", async () => {
    const user = await t.createUser();
    const sectionWords = await t.database.db.select().from(words).where(eq(words.sectionId, "a1-4-1"));
    await t.database.db
      .insert(wordProgress)
      .values(sectionWords.map((w) => ({ userId: user.id, wordId: w.id, sectionId: "a1-4-1" })));
    const course = (await get<Course>("/api/courses/courses/a1", user.token)).data;
    expect(course.lessons.find((l) => l.id === "a1-4")).toMatchObject({
      sections: [],
      sections_count: sectionIds(A1, "a1-4").length,
      done_sections_count: 1,
      is_completed: false,
    });
    const section = (
      await get<Section>("/api/teacher/courses/sections/a1-4-1?course_id=a1&lesson_id=a1-4", user.token)
    ).data;
    expect(section).toMatchObject({ is_completed: true, words: [], exams: [] });
  });

  it("a lesson with an empty section is never complete", async () => {
    const user = await t.createUser();
    const zzWords = await t.database.db.select().from(words).where(eq(words.sectionId, ZZ.wordsSection));
    await t.database.db
      .insert(wordProgress)
      .values(zzWords.map((w) => ({ userId: user.id, wordId: w.id, sectionId: ZZ.wordsSection })));
    const lesson = (
      await get<Lesson>(`/api/teacher/courses/lessons/${ZZ.freeLesson}?course_id=${ZZ.course}`, user.token)
    ).data;
    expect(lesson.sections.map((s) => s.is_completed)).toEqual([true, false]);
    expect(lesson.is_completed).toBe(false);
    const course = (await get<Course>(`/api/courses/courses/${ZZ.course}`, user.token)).data;
    expect(course.lessons[0]).toMatchObject({
      done_sections_count: 1,
      sections_count: 2,
      is_completed: false,
    });
  });
});

describe("exams in content", () => {
  it("shows this user's high score", async () => {
    const user = await t.createUser();
    await t.database.db.insert(examHighs).values({
      userId: user.id,
      examId: "a1-1-1-exam",
      score: 80,
      doneAt: new Date("2026-02-20T10:00:00.000Z"),
    });
    const section = (
      await get<Section>("/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1", user.token)
    ).data;
    expect(section.exams[0]?.high).toEqual({ done_at: { date: "2026-02-20T10:00:00.000Z" }, score: 80 });
    const mine = (await get<Section>("/api/teacher/courses/sections/a1-1-1?course_id=a1&lesson_id=a1-1"))
      .data;
    expect(mine.exams[0]?.high).toBeNull();
  });

  it("questions show choices, shuffled items and shuffled right items, never the correct answers", async () => {
    const db = t.database.db;
    const allQuestions = await db.select().from(questions);
    const courseIds = ["a1", "a2", ZZ.course];
    const bodies: string[] = [];
    const served = new Map<string, { type: string; answers: string[]; answer: string[] }[]>();
    for (const courseId of courseIds) {
      const lessonRows = await db.select().from(lessons).where(eq(lessons.courseId, courseId));
      for (const lesson of lessonRows) {
        const res = await t.call({
          method: "GET",
          url: `/api/teacher/courses/lessons/${lesson.id}?course_id=${courseId}`,
          token: paid.token,
        });
        expect(res.statusCode).toBe(200);
        bodies.push(res.body);
        for (const section of (res.json() as { data: Lesson }).data.sections) {
          for (const exam of section.exams) served.set(exam.id, exam.questions);
        }
      }
      const sectionRes = await t.call({
        method: "GET",
        url: `/api/courses/courses/${courseId}`,
        token: paid.token,
      });
      bodies.push(sectionRes.body);
    }
    expect(bodies.join("")).not.toMatch(/"correct"/);

    let sortable = 0;
    let pluggable = 0;
    for (const row of allQuestions) {
      const view = served.get(row.examId)?.[row.index];
      if (!view) throw new Error(`question ${row.examId}#${row.index} not served`);
      expect(view.type).toBe(row.type);
      switch (questionKind(row.type)) {
        case "multiple_choice":
        case "image":
          expect(view.answers).toEqual(row.answers);
          expect(view.answer).toEqual([]);
          break;
        case "sortable":
          sortable += 1;
          expect(view.answer).toEqual(row.target);
          expect([...view.answers].sort()).toEqual([...row.answers].sort());
          expect(view.answers).not.toEqual(row.correct);
          break;
        case "pluggable":
          pluggable += 1;
          expect(view.answers).toEqual(row.answers);
          expect([...view.answer].sort()).toEqual([...row.target].sort());
          expect(view.answer).not.toEqual(row.correct);
          break;
      }
    }
    expect(sortable).toBeGreaterThan(2);
    expect(pluggable).toBeGreaterThan(2);

    // Deterministic: the same order on every read (the offline copy does not churn).
    const again = await get<Lesson>(`/api/teacher/courses/lessons/${ZZ.freeLesson}?course_id=${ZZ.course}`);
    expect(again.data.sections[0]?.exams[0]?.questions).toEqual(served.get(ZZ.exam));
    expect(served.get(ZZ.exam)?.[1]?.answers).toEqual(["Mädchen", "Das"]);
  });
});
