import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CompleteSectionAnswer } from "../../../../src/contract/bookmarks.js";
import type { Course, Lesson } from "../../../../src/contract/content.js";
import { sections, subscriptions, wordProgress, words } from "../../db/schema.js";
import { ZZ } from "../../services/content-read.fixture.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";

const t = testAppPerFile({ course: true });

const URL = "/api/course/status/complete_section";

interface Reply {
  status: number;
  data: CompleteSectionAnswer;
  error: string | undefined;
  fields: Record<string, string> | undefined;
  headers: Record<string, unknown>;
}

async function complete(
  token: string | null,
  body: object,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await t.call({ method: "POST", url: URL, token: token ?? undefined, payload: body, headers });
  const json = res.json() as {
    data: CompleteSectionAnswer;
    messages?: { error: string };
    fields?: Record<string, string>;
  };
  return {
    status: res.statusCode,
    data: json.data,
    error: json.messages?.error,
    fields: json.fields,
    headers: res.headers,
  };
}

type WordRow = typeof words.$inferSelect;
const bodyOf = (w: Pick<WordRow, "id" | "courseId" | "lessonId" | "sectionId">) => ({
  course_id: w.courseId,
  lesson_id: w.lessonId,
  section_id: w.sectionId,
  word_id: w.id,
});

async function wordsOfSection(sectionId: string): Promise<WordRow[]> {
  return t.database.db.select().from(words).where(eq(words.sectionId, sectionId)).orderBy(asc(words.order));
}

async function progressOf(userId: string) {
  return t.database.db.select().from(wordProgress).where(eq(wordProgress.userId, userId));
}

describe("POST /api/course/status/complete_section", () => {
  it("records the word as done; repeating changes nothing", async () => {
    const user = await t.createUser();
    const body = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };
    const first = await complete(user.token, body);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ word_completed: true, section_completed: false, lesson_completed: false });
    const rows = await progressOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ wordId: "a1-1-1-01", sectionId: "a1-1-1" });
    expect(rows[0]?.completedAt.toISOString()).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    const second = await complete(user.token, body);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const after = await progressOf(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.completedAt.toISOString()).toBe(rows[0]?.completedAt.toISOString());
  });

  it("cascades: the last word completes the section, the last section completes the lesson", async () => {
    const user = await t.createUser({ subscribed: true });
    const sectionRows = await t.database.db
      .select()
      .from(sections)
      .where(eq(sections.lessonId, "a1-3"))
      .orderBy(asc(sections.order));
    for (const [s, section] of sectionRows.entries()) {
      const sectionWords = await wordsOfSection(section.id);
      for (const [i, word] of sectionWords.entries()) {
        const res = await complete(user.token, bodyOf(word));
        expect(res.status).toBe(200);
        const lastWord = i === sectionWords.length - 1;
        expect(res.data).toEqual({
          word_completed: true,
          section_completed: lastWord,
          lesson_completed: lastWord && s === sectionRows.length - 1,
        });
      }
    }
    // Idempotent at the end too.
    const anyWord = (await wordsOfSection(sectionRows[0]?.id ?? ""))[0];
    if (!anyWord) throw new Error("no word");
    const again = await complete(user.token, bodyOf(anyWord));
    expect(again.data).toEqual({ word_completed: true, section_completed: true, lesson_completed: true });

    const lesson = await t.call({
      method: "GET",
      url: "/api/teacher/courses/lessons/a1-3?course_id=a1",
      token: user.token,
    });
    const lessonData = (lesson.json() as { data: Lesson }).data;
    expect(lessonData.is_completed).toBe(true);
    expect(lessonData.sections.every((s) => s.is_completed && s.words.every((w) => w.is_completed))).toBe(
      true,
    );
    const course = await t.call({ method: "GET", url: "/api/courses/courses/a1", token: user.token });
    const summary = (course.json() as { data: Course }).data.lessons.find((l) => l.id === "a1-3");
    expect(summary).toMatchObject({
      is_completed: true,
      sections_count: sectionRows.length,
      done_sections_count: sectionRows.length,
    });
  });

  it("a lesson with an empty section is never completed", async () => {
    const user = await t.createUser();
    const sectionWords = await wordsOfSection(ZZ.wordsSection);
    let last: Reply | undefined;
    for (const word of sectionWords) last = await complete(user.token, bodyOf(word));
    expect(last?.data).toEqual({ word_completed: true, section_completed: true, lesson_completed: false });
  });

  it("answers 422 for an unknown word or ids that do not match it, recording nothing", async () => {
    const user = await t.createUser();
    const good = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };
    const unknown = await complete(user.token, { ...good, word_id: "nope" });
    expect(unknown.status).toBe(422);
    expect(unknown.fields).toHaveProperty("word_id");
    const section = await complete(user.token, { ...good, section_id: "a1-1-2" });
    expect(section.status).toBe(422);
    expect(Object.keys(section.fields ?? {})).toEqual(["section_id"]);
    const lesson = await complete(user.token, { ...good, lesson_id: "a1-2" });
    expect(lesson.status).toBe(422);
    expect(lesson.fields).toHaveProperty("lesson_id");
    const course = await complete(user.token, { ...good, course_id: "a2" });
    expect(course.status).toBe(422);
    expect(course.fields).toHaveProperty("course_id");
    const missing = await complete(user.token, { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1" });
    expect(missing.status).toBe(422);
    expect(missing.fields).toHaveProperty("word_id");
    expect(await progressOf(user.id)).toHaveLength(0);
  });

  it("a word of an unbought lesson is refused (422) without a subscription, recorded with one", async () => {
    const body = {
      course_id: ZZ.course,
      lesson_id: ZZ.paidLesson,
      section_id: ZZ.paidSection,
      word_id: ZZ.paidWord,
    };
    const user = await t.createUser();
    const refused = await complete(user.token, body);
    expect(refused.status).toBe(422);
    expect(refused.error).toBe("این درس را هنوز نخریده‌اید.");
    expect(await progressOf(user.id)).toHaveLength(0);

    const subscriber = await t.createUser({ subscribed: true });
    const done = await complete(subscriber.token, body);
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ word_completed: true, section_completed: true, lesson_completed: true });

    // A replay that lands after the subscription ended still answers (nothing changes).
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, subscriber.id));
    const replay = await complete(subscriber.token, body);
    expect(replay.status).toBe(200);
    expect(replay.data).toEqual(done.data);
  });

  it("replays the first answer for a repeated Idempotency-Key", async () => {
    const user = await t.createUser();
    const key = crypto.randomUUID();
    const words1 = await wordsOfSection("a1-1-3");
    const [w1, w2] = words1;
    if (!w1 || !w2) throw new Error("words");
    const first = await complete(user.token, bodyOf(w1), { "idempotency-key": key });
    const replay = await complete(user.token, bodyOf(w1), { "idempotency-key": key });
    expect(replay.status).toBe(200);
    expect(replay.headers["idempotent-replay"]).toBe("true");
    expect(replay.data).toEqual(first.data);
    const rows = await t.database.db
      .select()
      .from(wordProgress)
      .where(and(eq(wordProgress.userId, user.id), eq(wordProgress.sectionId, "a1-1-3")));
    expect(rows).toHaveLength(1);
  });

  it("20 concurrent completions of one word record it once", async () => {
    const user = await t.createUser();
    const body = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-3", word_id: "a1-1-2-01" };
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(user.token, body)));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await progressOf(user.id)).toHaveLength(1);
  });

  it("needs a token", async () => {
    const res = await complete(null, {
      course_id: "a1",
      lesson_id: "a1-1",
      section_id: "a1-1-1",
      word_id: "a1-1-1-01",
    });
    expect(res.status).toBe(401);
  });
});
