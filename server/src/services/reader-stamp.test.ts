import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookmarks, sessions } from "../db/schema.js";
import { unauthorized } from "../errors.js";
import { type TestApp, createTestApp } from "../test-support/test-app.js";
import { type Reader, type ReaderStamp, readStamp } from "./reader-stamp.js";

// readStamp asks the readers of one moment in one statement (decision 052). What must hold: each
// reader gets the stamp and the session verdict of its own user, session and time, exactly what it
// would get asked alone, whatever else is in the statement with it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A reader as the routes make one: its session's verdict is 401 when it has ended. */
function readerOf(id: string, sessionId: string): Reader {
  return {
    id,
    sessionId,
    confirm(live) {
      if (!live) throw unauthorized();
    },
  };
}

async function readerFor(user: { id: string; token: string }): Promise<Reader> {
  const { sid } = await t.app.appContext.tokens.verify(user.token, t.clock.now());
  return readerOf(user.id, sid);
}

/** Each reader's stamp, or the status of its error. */
const outcome = (read: Promise<ReaderStamp>): Promise<{ stamp: ReaderStamp } | { status: number }> =>
  read.then(
    (stamp) => ({ stamp }),
    (error: unknown) => ({ status: (error as { statusCode?: number }).statusCode ?? -1 }),
  );

describe("readStamp", () => {
  it("gives each reader asking at once its own stamp and verdict, as it would get alone", async () => {
    const now = t.clock.now();
    const later = new Date(now.getTime() + 2 * DAY);

    const saver = await t.createUser();
    await t.subscribe(saver.id, 1); // covers `now`, not `later`
    await t.database.db.insert(bookmarks).values(
      ["a1-1-1-01", "a1-1-1-02"].map((wordId) => ({
        id: crypto.randomUUID(),
        userId: saver.id,
        wordId,
        courseId: "a1",
        lessonId: "a1-1",
        sectionId: "a1-1-1",
      })),
    );
    const newcomer = await t.createUser();
    const gone = await t.createUser({ subscribed: true });
    const goneReader = await readerFor(gone);
    await t.database.db.delete(sessions).where(eq(sessions.userId, gone.id));

    const asked: Array<[Reader, Date]> = [
      [await readerFor(saver), now],
      [await readerFor(newcomer), now],
      [goneReader, now],
      [await readerFor(saver), later],
      // No such user, and ids that are hard to write into an array: refused, and no one else is.
      [readerOf('no "such" {user}', "it's \\ a,{b}"), now],
      [await readerFor(newcomer), now],
    ];

    const alone = [];
    for (const [reader, at] of asked) alone.push(await outcome(readStamp(t.database.db, reader, at)));
    const together = await Promise.all(
      asked.map(([reader, at]) => outcome(readStamp(t.database.db, reader, at))),
    );
    expect(together).toEqual(alone);

    const [saverNow, newcomerNow, goneNow, saverLater, nobody] = together;
    expect(goneNow).toEqual({ status: 401 });
    expect(nobody).toEqual({ status: 401 });
    const stampOf = (o: typeof saverNow) => (o && "stamp" in o ? o.stamp : null);
    expect(stampOf(saverNow)).toMatchObject({ bookmarkRevision: 2 });
    expect(stampOf(newcomerNow)).toMatchObject({ bookmarkRevision: 0 });
    expect(stampOf(saverNow)?.version).toBeGreaterThan(0);
    // The subscription covers `now` and not `later`: the same user's stamps differ by it alone.
    expect(stampOf(saverNow)?.stamp).not.toBe(stampOf(saverLater)?.stamp);
    const parts = (o: typeof saverNow) => stampOf(o)?.stamp.split(" ");
    expect(parts(saverLater)).toEqual(parts(saverNow)?.map((part, i) => (i === 1 ? "f" : part)));
    expect(parts(saverNow)?.[1]).toBe("t");
    expect(stampOf(saverNow)?.stamp).not.toBe(stampOf(newcomerNow)?.stamp);
  });
});
