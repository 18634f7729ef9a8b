import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { addToOutbox } from "./outbox";
import { outboxHasEntries } from "./outbox-waiting";

/** The outbox's runner loads only once a write waits (issue 13: not before a screen's first paint). */
beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

const addWrite = () =>
  db.transaction("rw", db.outbox, () =>
    addToOutbox(
      {
        endpoint: "completeSection",
        body: { course_id: "c1", lesson_id: "l1", section_id: "s1", word_id: "w1" },
      },
      { subject: "word:w1", label: "Wort", word_id: "w1" },
      "u1",
    ),
  );

describe("outboxHasEntries", () => {
  it("waits while the outbox is empty and resolves when a write is added", async () => {
    let resolved = false;
    const waiting = outboxHasEntries().then(() => (resolved = true));
    // A read of the (empty) table after the live query's first one: it has answered by now.
    await db.outbox.count();
    await db.outbox.count();
    expect(resolved).toBe(false);
    await addWrite();
    await waiting;
    expect(resolved).toBe(true);
  });

  it("resolves when a review answer waits to be sent, which has no entry until the runner batches it", async () => {
    let resolved = false;
    const waiting = outboxHasEntries().then(() => (resolved = true));
    await db.reviewLogs.count();
    await db.reviewLogs.count();
    expect(resolved).toBe(false);
    await db.reviewLogs.add({
      id: "log-1",
      cardId: "w1:meaning",
      grade: 3,
      reviewedAt: 0,
      durationMs: 1000,
      day: "2026-11-26",
      pending: 1,
    });
    await waiting;
    expect(resolved).toBe(true);
  });

  it("resolves at once when a write already waits", async () => {
    await addWrite();
    await expect(outboxHasEntries()).resolves.toBeUndefined();
  });
});
