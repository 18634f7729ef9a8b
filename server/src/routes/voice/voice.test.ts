import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import { etagMatches } from "./index.js";

let t: TestApp;
let learner: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const PERSIAN = /[\u0600-\u06FF]/;
// The audio of a bought lesson's word is a signed-in user's: only their browser may keep it (no shared
// cache), and after a day it is revalidated with its ETag, so access is checked again.
const CACHE_CONTROL = "private, max-age=86400";

async function word(id: string) {
  const [row] = await t.database.db.select().from(words).where(eq(words.id, id));
  if (!row) throw new Error(`no word ${id}`);
  return row;
}

/** `token: null` sends no token; absent, the learner's. */
const getVoice = (wordId: string, target: string, token: string | null = learner.token, headers = {}) =>
  t.call({
    method: "GET",
    url: `/api/words/voice?word_id=${encodeURIComponent(wordId)}&target=${target}`,
    token: token ?? undefined,
    headers,
  });

const postVoice = (wordId: string, target: string, token: string | null = learner.token, headers = {}) =>
  t.call({
    method: "POST",
    url: "/api/words/voice",
    token: token ?? undefined,
    payload: { word_id: wordId, target },
    headers,
  });

const timesSpoken = (text: string) => t.tts.spoken.filter((spoken) => spoken === text).length;

describe("GET and POST /api/words/voice", () => {
  it("GET answers the spoken German of the word as audio/wav with an ETag and a private Cache-Control", async () => {
    const row = await word("a1-1-1-01");
    const response = await getVoice(row.id, "translation.german");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/wav");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL);
    expect(response.headers["cache-control"]).not.toMatch(/public|immutable/);
    expect(response.headers.etag).toMatch(/^".+"$/);
    const audio = await t.tts.speak(row.german);
    expect(response.headers.etag).toBe(audio.etag);
    expect(response.rawPayload.equals(fs.readFileSync(audio.file))).toBe(true);
    expect(response.headers["content-length"]).toBe(String(fs.statSync(audio.file).size));
    expect(response.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
  });

  it("POST answers the same audio", async () => {
    const row = await word("a1-1-1-02");
    const byGet = await getVoice(row.id, "translation.german");
    const byPost = await postVoice(row.id, "translation.german");
    expect(byPost.statusCode).toBe(200);
    expect(byPost.headers["content-type"]).toBe("audio/wav");
    expect(byPost.headers["cache-control"]).toBe(CACHE_CONTROL);
    expect(byPost.headers.etag).toBe(byGet.headers.etag);
    expect(byPost.rawPayload.equals(byGet.rawPayload)).toBe(true);
  });

  it("speaks the example sentence for example.german", async () => {
    const row = await word("a1-1-1-03");
    expect(row.exampleGerman).toBeTruthy();
    const response = await postVoice(row.id, "example.german");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(4).toString()).toBe(row.exampleGerman);
    const ofWord = await getVoice(row.id, "translation.german");
    expect(ofWord.headers.etag).not.toBe(response.headers.etag);
    expect(ofWord.rawPayload.subarray(4).toString()).toBe(row.german);
  });

  it("speaks a text once for many requests (the service caches the file)", async () => {
    const row = await word("a1-1-1-04");
    expect(timesSpoken(row.german)).toBe(0);
    const first = await getVoice(row.id, "translation.german");
    const second = await postVoice(row.id, "translation.german");
    const third = await getVoice(row.id, "translation.german");
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(timesSpoken(row.german)).toBe(1);
  });

  it("answers 304 without a body for a matching If-None-Match, 200 otherwise", async () => {
    const row = await word("a1-1-2-01");
    const first = await getVoice(row.id, "translation.german");
    const etag = first.headers.etag;
    if (typeof etag !== "string") throw new Error("no ETag");

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const cached = await getVoice(row.id, "translation.german", learner.token, {
        "if-none-match": ifNoneMatch,
      });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.rawPayload).toHaveLength(0);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers["cache-control"]).toBe(CACHE_CONTROL);
    }
    const byPost = await postVoice(row.id, "translation.german", learner.token, { "if-none-match": etag });
    expect(byPost.statusCode).toBe(304);

    const stale = await getVoice(row.id, "translation.german", learner.token, { "if-none-match": '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers 404 for an unknown word", async () => {
    for (const response of [
      await getVoice("no-such-word", "translation.german"),
      await postVoice("nope", "example.german"),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().messages.error).toMatch(PERSIAN);
    }
  });

  it("answers 404 for example.german of a word without an example", async () => {
    await t.database.db.update(words).set({ exampleGerman: null }).where(eq(words.id, "a1-1-2-02"));
    await t.database.db.update(words).set({ exampleGerman: "  " }).where(eq(words.id, "a1-1-2-03"));
    const spokenBefore = t.tts.spoken.length;
    for (const id of ["a1-1-2-02", "a1-1-2-03"]) {
      const response = await getVoice(id, "example.german");
      expect(response.statusCode, id).toBe(404);
      expect(response.json().messages.error).toMatch(PERSIAN);
      expect((await postVoice(id, "example.german")).statusCode).toBe(404);
    }
    expect(t.tts.spoken.length).toBe(spokenBefore);
    // The word itself still speaks.
    expect((await getVoice("a1-1-2-02", "translation.german")).statusCode).toBe(200);
  });

  it("answers 404 for a word of a lesson the user has not bought, and the audio for a subscriber", async () => {
    const row = await word("a1-2-1-01");
    const refused = await getVoice(row.id, "translation.german");
    expect(refused.statusCode).toBe(404);
    expect((await postVoice(row.id, "example.german")).statusCode).toBe(404);
    expect(timesSpoken(row.german)).toBe(0);
    expect(timesSpoken(row.exampleGerman ?? "")).toBe(0);

    const subscriber = await t.createUser({ subscribed: true });
    const allowed = await getVoice(row.id, "translation.german", subscriber.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.subarray(4).toString()).toBe(row.german);
  });

  it("answers 503 with a Persian message when espeak-ng is unavailable", async () => {
    t.tts.unavailable = true;
    try {
      for (const response of [
        await getVoice("a1-1-1-02", "translation.german"),
        await postVoice("a1-1-1-02", "example.german"),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json().messages.error).toMatch(PERSIAN);
        expect(response.headers["cache-control"]).not.toBe(CACHE_CONTROL);
      }
    } finally {
      t.tts.unavailable = false;
    }
    expect((await getVoice("a1-1-1-02", "translation.german")).statusCode).toBe(200);
  });

  it("needs a token", async () => {
    expect((await getVoice("a1-1-1-01", "translation.german", null)).statusCode).toBe(401);
    expect((await postVoice("a1-1-1-01", "translation.german", null)).statusCode).toBe(401);
  });

  it("refuses an unknown target: 400 in the query, 422 in the body", async () => {
    expect((await getVoice("a1-1-1-01", "translation.persian")).statusCode).toBe(400);
    expect(
      (await t.call({ method: "GET", url: "/api/words/voice?target=example.german", token: learner.token }))
        .statusCode,
    ).toBe(400);
    const body = await postVoice("a1-1-1-01", "example.persian");
    expect(body.statusCode).toBe(422);
    expect(body.json().fields).toHaveProperty("target");
  });
});

describe("etagMatches", () => {
  it("matches the same tag, its weak form, a list holding it, and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag or no header", () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
  });
});
