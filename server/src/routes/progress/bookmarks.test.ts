import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bookmark } from "../../../../src/contract/bookmarks.js";
import { bookmarks, subscriptions } from "../../db/schema.js";
import { ZZ } from "../../services/content-read.fixture.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";

const t = testAppPerFile({ course: true });

const URL = "/api/courses/words/bookmarks";

const zzWord = (wordId: string) => ({
  course_id: ZZ.course,
  lesson_id: ZZ.freeLesson,
  section_id: ZZ.wordsSection,
  word_id: wordId,
});
const hallo = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };

interface Reply<T> {
  status: number;
  data: T;
  error: string | undefined;
  fields: Record<string, string> | undefined;
  headers: Record<string, unknown>;
}

async function send<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await t.call({
    method,
    url,
    token: token ?? undefined,
    ...(payload ? { payload } : {}),
    headers,
  });
  const body = (res.body ? res.json() : {}) as {
    data: T;
    messages?: { error: string };
    fields?: Record<string, string>;
  };
  return {
    status: res.statusCode,
    data: body.data,
    error: body.messages?.error,
    fields: body.fields,
    headers: res.headers,
  };
}

async function rowsOf(userId: string) {
  return t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
}

describe("POST /api/courses/words/bookmarks", () => {
  it("creates a bookmark with a server id and the given fields", async () => {
    const user = await t.createUser();
    const res = await send<{ id: string }>("POST", URL, user.token, {
      ...hallo,
      description: "توضیح",
      note: "یادداشت",
      learned: false,
    });
    expect(res.status).toBe(200);
    expect(res.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.data.id,
      wordId: "a1-1-1-01",
      courseId: "a1",
      lessonId: "a1-1",
      sectionId: "a1-1-1",
      description: "توضیح",
      note: "یادداشت",
      learned: false,
    });
    expect(rows[0]?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("keeps a client id; a replay with that id answers it and changes nothing (not even after a PATCH)", async () => {
    const user = await t.createUser();
    const id = crypto.randomUUID();
    const first = await send<{ id: string }>("POST", URL, user.token, { id, ...hallo, note: "اول" });
    expect(first.status).toBe(200);
    expect(first.data.id).toBe(id);
    const patched = await send<Bookmark>("PATCH", `${URL}/${id}`, user.token, {
      note: "بعدی",
      learned: true,
    });
    expect(patched.status).toBe(200);
    const replay = await send<{ id: string }>("POST", URL, user.token, {
      id,
      ...hallo,
      note: "اول",
      learned: false,
    });
    expect(replay.status).toBe(200);
    expect(replay.data.id).toBe(id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, note: "بعدی", learned: true });
  });

  it("a word already saved under another id answers the existing id", async () => {
    const user = await t.createUser();
    const first = await send<{ id: string }>("POST", URL, user.token, { id: crypto.randomUUID(), ...hallo });
    const second = await send<{ id: string }>("POST", URL, user.token, {
      id: crypto.randomUUID(),
      ...hallo,
      note: "x",
    });
    const third = await send<{ id: string }>("POST", URL, user.token, hallo);
    expect(second.status).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    expect(third.data.id).toBe(first.data.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.note).toBe("");
  });

  it("two users may save the same word", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const ra = await send<{ id: string }>("POST", URL, a.token, hallo);
    const rb = await send<{ id: string }>("POST", URL, b.token, hallo);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(ra.data.id).not.toBe(rb.data.id);
  });

  it("a client id of another user's bookmark answers as an id unknown everywhere would: saved, nothing revealed", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const id = crypto.randomUUID();
    await send("POST", URL, owner.token, { id, ...hallo, note: "خصوصی" });
    const [ownerRowBefore] = await rowsOf(owner.id);

    const res = await send<{ id: string }>("POST", URL, intruder.token, { id, ...hallo });
    // The same answer as for an id nobody has: 200 and the id the bookmark is saved under.
    const unknown = await send<{ id: string }>("POST", URL, intruder.token, {
      id: crypto.randomUUID(),
      ...zzWord(ZZ.words.strasse),
    });
    expect(res.status).toBe(200);
    expect(res.status).toBe(unknown.status);
    expect(Object.keys(res.data)).toEqual(Object.keys(unknown.data));
    expect(res.error).toBeUndefined();
    expect(JSON.stringify(res)).not.toContain("خصوصی");
    // The intruder's bookmark is saved, under an id of its own; the owner's is untouched.
    expect(res.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data.id).not.toBe(id);
    const intruderRows = await rowsOf(intruder.id);
    expect(intruderRows.find((row) => row.wordId === hallo.word_id)?.id).toBe(res.data.id);
    expect(await rowsOf(owner.id)).toEqual([ownerRowBefore]);
    // A replay answers the same id and creates nothing more (idempotent, like any create).
    const replay = await send<{ id: string }>("POST", URL, intruder.token, { id, ...hallo });
    expect(replay.status).toBe(200);
    expect(replay.data.id).toBe(res.data.id);
    expect(await rowsOf(intruder.id)).toHaveLength(2);
    // Later writes go to the answered id; the owner's bookmark still is not theirs to change.
    const patched = await send<Bookmark>("PATCH", `${URL}/${res.data.id}`, intruder.token, { note: "من" });
    expect(patched.status).toBe(200);
    expect((await send("PATCH", `${URL}/${id}`, intruder.token, { note: "من" })).status).toBe(404);
    expect(await rowsOf(owner.id)).toEqual([ownerRowBefore]);
  });

  it("a client id of another user's bookmark, for a word not bought, is refused as for any id", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const id = crypto.randomUUID();
    await send("POST", URL, owner.token, { id, ...hallo });
    const locked = { course_id: "a1", lesson_id: "a1-2", section_id: "a1-2-1", word_id: "a1-2-1-01" };
    const foreign = await send("POST", URL, intruder.token, { id, ...locked });
    const unknown = await send("POST", URL, intruder.token, { id: crypto.randomUUID(), ...locked });
    expect(foreign.status).toBe(422);
    expect(foreign).toMatchObject({ status: unknown.status, error: unknown.error, fields: unknown.fields });
  });

  it("a client id this user already used for another word is a 409", async () => {
    const user = await t.createUser();
    const id = crypto.randomUUID();
    await send("POST", URL, user.token, { id, ...hallo });
    const res = await send("POST", URL, user.token, { id, ...zzWord(ZZ.words.strasse) });
    expect(res.status).toBe(409);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("answers 422 for an unknown word or ids that do not match the word", async () => {
    const user = await t.createUser();
    const unknown = await send("POST", URL, user.token, { ...hallo, word_id: "no-such-word" });
    expect(unknown.status).toBe(422);
    expect(unknown.fields).toHaveProperty("word_id");
    const section = await send("POST", URL, user.token, { ...hallo, section_id: "a1-1-2" });
    expect(section.status).toBe(422);
    expect(Object.keys(section.fields ?? {})).toEqual(["section_id"]);
    const lesson = await send("POST", URL, user.token, { ...hallo, lesson_id: "a1-2" });
    expect(lesson.status).toBe(422);
    expect(lesson.fields).toHaveProperty("lesson_id");
    const course = await send("POST", URL, user.token, { ...hallo, course_id: "a2" });
    expect(course.status).toBe(422);
    expect(course.fields).toHaveProperty("course_id");
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("answers 422 for an invalid body", async () => {
    const user = await t.createUser();
    const missing = await send("POST", URL, user.token, {
      course_id: "a1",
      lesson_id: "a1-1",
      section_id: "a1-1-1",
    });
    expect(missing.status).toBe(422);
    expect(missing.fields).toHaveProperty("word_id");
    const badId = await send("POST", URL, user.token, { ...hallo, id: "not-a-uuid" });
    expect(badId.status).toBe(422);
    expect(badId.fields).toHaveProperty("id");
    const badLearned = await send("POST", URL, user.token, { ...hallo, learned: "yes" });
    expect(badLearned.status).toBe(422);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("a word of an unbought lesson is refused (422) without a subscription, saved with one", async () => {
    const user = await t.createUser();
    const body = {
      course_id: ZZ.course,
      lesson_id: ZZ.paidLesson,
      section_id: ZZ.paidSection,
      word_id: ZZ.paidWord,
    };
    const refused = await send("POST", URL, user.token, body);
    expect(refused.status).toBe(422);
    expect(refused.error).toBe("این درس را هنوز نخریده‌اید.");
    expect(await rowsOf(user.id)).toHaveLength(0);
    const subscriber = await t.createUser({ subscribed: true });
    const saved = await send<{ id: string }>("POST", URL, subscriber.token, body);
    expect(saved.status).toBe(200);
    expect(await rowsOf(subscriber.id)).toHaveLength(1);
  });

  it("a replay for a word saved while subscribed still answers the id after the subscription ended", async () => {
    const user = await t.createUser({ subscribed: true });
    const body = {
      course_id: ZZ.course,
      lesson_id: ZZ.paidLesson,
      section_id: ZZ.paidSection,
      word_id: ZZ.paidWord,
    };
    const first = await send<{ id: string }>("POST", URL, user.token, body);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    const replay = await send<{ id: string }>("POST", URL, user.token, { id: first.data.id, ...body });
    expect(replay.status).toBe(200);
    expect(replay.data.id).toBe(first.data.id);
    const again = await send<{ id: string }>("POST", URL, user.token, body);
    expect(again.data.id).toBe(first.data.id);
  });

  it("needs a token", async () => {
    expect((await send("POST", URL, null, hallo)).status).toBe(401);
  });

  it("a replay with the same Idempotency-Key after a DELETE does not bring the bookmark back", async () => {
    const user = await t.createUser();
    const key = crypto.randomUUID();
    const id = crypto.randomUUID();
    const first = await send<{ id: string }>(
      "POST",
      URL,
      user.token,
      { id, ...hallo },
      { "idempotency-key": key },
    );
    expect(first.status).toBe(200);
    const deleted = await send("DELETE", `${URL}/${id}`, user.token, undefined, {
      "idempotency-key": crypto.randomUUID(),
    });
    expect(deleted.status).toBe(204);
    const replay = await send<{ id: string }>(
      "POST",
      URL,
      user.token,
      { id, ...hallo },
      { "idempotency-key": key },
    );
    expect(replay.status).toBe(200);
    expect(replay.data.id).toBe(id);
    expect(replay.headers["idempotent-replay"]).toBe("true");
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("20 concurrent replays of one POST (same id and key) give one bookmark", async () => {
    const user = await t.createUser();
    const id = crypto.randomUUID();
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send<{ id: string }>(
          "POST",
          URL,
          user.token,
          { id, ...hallo, note: "n" },
          { "idempotency-key": key },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(results.map((r) => r.data.id))).toEqual(new Set([id]));
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("20 concurrent POSTs for one word with different ids (and no key) give one bookmark", async () => {
    const user = await t.createUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send<{ id: string }>("POST", URL, user.token, i % 2 ? { id: crypto.randomUUID(), ...hallo } : hallo),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.data.id))).toEqual(new Set([rows[0]?.id]));
  });
});

describe("PATCH /api/courses/words/bookmarks/:id", () => {
  it("sets the given values and answers the whole bookmark", async () => {
    const user = await t.createUser();
    const created = await send<{ id: string }>("POST", URL, user.token, {
      ...zzWord(ZZ.words.maedchen),
      description: "d0",
      note: "n0",
    });
    const id = created.data.id;
    t.clock.advance(60_000);
    const res = await send<Bookmark>("PATCH", `${URL}/${id}`, user.token, { note: "n1" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id,
      course_id: ZZ.course,
      lesson_id: ZZ.freeLesson,
      section_id: ZZ.wordsSection,
      word_id: ZZ.words.maedchen,
      word__name: "Mädchen",
      description: "d0",
      note: "n1",
      learned: false,
      updated_at: { date: t.clock.now().toISOString() },
    } satisfies Bookmark);
    const learned = await send<Bookmark>("PATCH", `${URL}/${id}`, user.token, {
      learned: true,
      description: "",
    });
    expect(learned.data).toMatchObject({ note: "n1", description: "", learned: true });
    // Setting the same values again is harmless.
    const again = await send<Bookmark>("PATCH", `${URL}/${id}`, user.token, {
      learned: true,
      description: "",
    });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(learned.data);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ note: "n1", description: "", learned: true });
  });

  it("answers 422 for an empty or invalid body", async () => {
    const user = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, user.token, hallo);
    expect((await send("PATCH", `${URL}/${data.id}`, user.token, {})).status).toBe(422);
    expect((await send("PATCH", `${URL}/${data.id}`, user.token, { learned: "no" })).status).toBe(422);
    expect((await send("PATCH", `${URL}/${data.id}`, user.token, { note: "x".repeat(2001) })).status).toBe(
      422,
    );
  });

  it("answers 404 for an unknown id and for another user's bookmark, which stays unchanged", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, owner.token, { ...hallo, note: "mine" });
    expect((await send("PATCH", `${URL}/${crypto.randomUUID()}`, owner.token, { note: "x" })).status).toBe(
      404,
    );
    const res = await send("PATCH", `${URL}/${data.id}`, other.token, { note: "stolen" });
    expect(res.status).toBe(404);
    expect(res.error).toBeTruthy();
    const [row] = await rowsOf(owner.id);
    expect(row?.note).toBe("mine");
  });

  it("needs a token", async () => {
    expect((await send("PATCH", `${URL}/${crypto.randomUUID()}`, null, { note: "x" })).status).toBe(401);
  });
});

describe("DELETE /api/courses/words/bookmarks/:id", () => {
  it("deletes (204), then answers 404 for the id that is gone", async () => {
    const user = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, user.token, hallo);
    const res = await t.call({ method: "DELETE", url: `${URL}/${data.id}`, token: user.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await send("DELETE", `${URL}/${data.id}`, user.token)).status).toBe(404);
  });

  it("answers 404 for another user's bookmark and leaves it", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, owner.token, hallo);
    expect((await send("DELETE", `${URL}/${data.id}`, other.token)).status).toBe(404);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it("a replayed DELETE with the same Idempotency-Key answers the first 204", async () => {
    const user = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, user.token, hallo);
    const key = crypto.randomUUID();
    const first = await t.call({
      method: "DELETE",
      url: `${URL}/${data.id}`,
      token: user.token,
      headers: { "idempotency-key": key },
    });
    const second = await t.call({
      method: "DELETE",
      url: `${URL}/${data.id}`,
      token: user.token,
      headers: { "idempotency-key": key },
    });
    expect(first.statusCode).toBe(204);
    expect(second.statusCode).toBe(204);
    expect(second.headers["idempotent-replay"]).toBe("true");
  });

  it("needs a token", async () => {
    expect((await send("DELETE", `${URL}/${crypto.randomUUID()}`, null)).status).toBe(401);
  });
});

describe("GET /api/courses/words/bookmarks", () => {
  let user: { id: string; token: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await t.createUser();
    const save = async (name: string, body: object) => {
      t.clock.advance(1000);
      const res = await send<{ id: string }>("POST", URL, user.token, body);
      if (res.status !== 200) throw new Error(`bookmark ${name}: ${res.status}`);
      ids[name] = res.data.id;
    };
    await save("maedchen", zzWord(ZZ.words.maedchen));
    await save("strasse", zzWord(ZZ.words.strasse));
    await save("bibliothek", zzWord(ZZ.words.bibliothek));
    await save("heissen", { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-3", word_id: "a1-1-2-01" });
    await save("hallo", { ...hallo, note: "Übung macht den Meister" });
    // Another user's bookmark never shows.
    const other = await t.createUser();
    await send("POST", URL, other.token, { ...zzWord(ZZ.words.kalt), note: "Mädchen" });
  });

  const search = async (text: string) => {
    const res = await send<Bookmark[]>("GET", `${URL}?search_text=${encodeURIComponent(text)}`, user.token);
    expect(res.status).toBe(200);
    return res.data.map((b) => b.id);
  };

  it("lists this user's bookmarks, newest first, in the Bookmark shape", async () => {
    const res = await send<Bookmark[]>("GET", URL, user.token);
    expect(res.status).toBe(200);
    expect(res.data.map((b) => b.id)).toEqual([
      ids.hallo,
      ids.heissen,
      ids.bibliothek,
      ids.strasse,
      ids.maedchen,
    ]);
    expect(res.data[0]).toMatchObject({
      word_id: "a1-1-1-01",
      word__name: "Hallo",
      course_id: "a1",
      lesson_id: "a1-1",
      section_id: "a1-1-1",
      note: "Übung macht den Meister",
      learned: false,
    });
    expect(await search("")).toEqual(res.data.map((b) => b.id));
  });

  it("finds umlauts typed either way, in any case", async () => {
    for (const q of [
      "Mädchen",
      "mädchen",
      "MÄDCHEN",
      "maedchen",
      "Maedchen",
      "madchen",
      "MADCHEN",
      "dchen",
    ]) {
      expect(await search(q), q).toEqual([ids.maedchen]);
    }
  });

  it("finds ß as ss and ss as ß", async () => {
    for (const q of ["Straße", "strasse", "STRASSE", "straß"])
      expect(await search(q), q).toEqual([ids.strasse]);
    for (const q of ["heißen", "heissen"]) expect(await search(q), q).toEqual([ids.heissen]);
  });

  it("finds Persian translations with Arabic ي/ك and with or without the zero-width non-joiner", async () => {
    expect(await search("خیابان")).toEqual([ids.strasse]);
    expect(await search("خيابان")).toEqual([ids.strasse]); // Arabic yeh
    expect(await search("كتاب")).toEqual([ids.bibliothek]); // Arabic kaf
    expect(await search("کتابخانه")).toEqual([ids.bibliothek]); // without ZWNJ
    expect(await search("کتاب\u200cخانه")).toEqual([ids.bibliothek]); // with ZWNJ
    expect(await search("دختر")).toEqual([ids.maedchen]);
  });

  it("finds the note text, and German translations", async () => {
    expect(await search("uebung")).toEqual([ids.hallo]);
    expect(await search("ubung MACHT")).toEqual([ids.hallo]);
    expect(await search("Bibliothek")).toEqual([ids.bibliothek]);
  });

  it("answers [] when nothing matches, and never another user's bookmark", async () => {
    expect(await search("Katze")).toEqual([]);
    expect(await search("سرد")).toEqual([]);
  });

  it("finds the note after a PATCH", async () => {
    await send("PATCH", `${URL}/${ids.strasse}`, user.token, { note: "ein langer Weg" });
    expect(await search("langer")).toEqual([ids.strasse]);
  });

  it("needs a token and refuses an over-long search (400)", async () => {
    expect((await send("GET", URL, null)).status).toBe(401);
    expect((await send("GET", `${URL}?search_text=${"a".repeat(101)}`, user.token)).status).toBe(400);
  });
});

describe("bookmarks and the word view", () => {
  it("after DELETE the word shows bookmark null", async () => {
    const user = await t.createUser();
    const { data } = await send<{ id: string }>("POST", URL, user.token, hallo);
    await send("DELETE", `${URL}/${data.id}`, user.token);
    const word = await send<{ bookmark: unknown }>("GET", "/api/teacher/courses/words/a1-1-1-01", user.token);
    expect(word.data.bookmark).toBeNull();
    const rows = await t.database.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, user.id), eq(bookmarks.id, data.id)));
    expect(rows).toHaveLength(0);
  });
});
