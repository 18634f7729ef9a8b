import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookmarks, words } from "../../db/schema.js";
import { bumpContentVersion } from "../../db/seed.js";
import type { TestApp } from "../../test-support/test-app.js";
import { twoTestAppsPerFile } from "../../test-support/test-app-per-file.js";
import { countQueries } from "../../test-support/count-queries.js";

// The saved-words list is held per user in each process and checked, in the one query that also tests
// the session, against the user's bookmark revision (a trigger on bookmarks) and the content version:
// any change — through this process, another one, or SQL written by hand — shows at the next read.

const URL = "/api/courses/words/bookmarks";
const HALLO = { course_id: "a1", lesson_id: "a1-1", section_id: "a1-1-1", word_id: "a1-1-1-01" };
const TSCHUESS = { ...HALLO, word_id: "a1-1-1-02" };

const { t, other } = twoTestAppsPerFile();

interface Listed {
  id: string;
  word_id: string;
  word__name: string;
  note: string;
  learned: boolean;
}

async function list(app: TestApp, token: string): Promise<Listed[]> {
  const res = await app.call({ method: "GET", url: URL, token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Listed[] }).data;
}

describe("the saved-words list cache", () => {
  it("answers a repeat with one query and the same ETag", async () => {
    const { token } = await t.createUser({ subscribed: true });
    await t.call({ method: "POST", url: URL, token, payload: HALLO });
    const first = await t.call({ method: "GET", url: URL, token });
    let second = first;
    const queries = await countQueries(t.database, async () => {
      second = await t.call({ method: "GET", url: URL, token });
    });
    expect(queries).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("shows every change at once, wherever it was made", async () => {
    const { id: userId, token } = await t.createUser({ subscribed: true });
    expect(await list(t, token)).toEqual([]);
    expect(await list(other, token)).toEqual([]);

    // Saved through the other process: this one's cached empty list is not served again.
    const saved = await other.call({ method: "POST", url: URL, token, payload: HALLO });
    const id = (saved.json() as { data: { id: string } }).data.id;
    expect((await list(t, token)).map((b) => b.id)).toEqual([id]);

    // Edited through this process, then by hand in SQL (the trigger counts it too).
    await t.call({ method: "PATCH", url: `${URL}/${id}`, token, payload: { note: "از این سو" } });
    expect((await list(other, token))[0]?.note).toBe("از این سو");
    await other.database.db.update(bookmarks).set({ learned: true }).where(eq(bookmarks.userId, userId));
    expect((await list(t, token))[0]?.learned).toBe(true);

    // A second word, newest first (saved later than the first); then a delete.
    t.clock.advance(1000);
    await t.call({ method: "POST", url: URL, token, payload: TSCHUESS });
    expect((await list(other, token)).map((b) => b.word_id)).toEqual(["a1-1-1-02", "a1-1-1-01"]);
    await other.call({ method: "DELETE", url: `${URL}/${id}`, token });
    expect((await list(t, token)).map((b) => b.word_id)).toEqual(["a1-1-1-02"]);

    // A word's name changed by the seed loader (content version): the list shows the new name.
    await t.database.db.transaction(async (tx) => {
      await tx.update(words).set({ name: "Tschüss!" }).where(eq(words.id, "a1-1-1-02"));
      await bumpContentVersion(tx);
    });
    expect((await list(other, token))[0]?.word__name).toBe("Tschüss!");
  });

  it("keeps one user's list from another's", async () => {
    const a = await t.createUser({ subscribed: true });
    const b = await t.createUser({ subscribed: true });
    await t.call({ method: "POST", url: URL, token: a.token, payload: HALLO });
    expect(await list(t, a.token)).toHaveLength(1);
    expect(await list(t, b.token)).toEqual([]);
  });

  it("sends the held brotli or gzip form to a client that accepts it", async () => {
    const { token } = await t.createUser({ subscribed: true });
    await t.call({ method: "POST", url: URL, token, payload: { ...HALLO, note: "ن".repeat(2000) } });
    const plain = await t.call({ method: "GET", url: URL, token });
    const br = await t.call({ method: "GET", url: URL, token, headers: { "accept-encoding": "gzip, br" } });
    const gz = await t.call({
      method: "GET",
      url: URL,
      token,
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
