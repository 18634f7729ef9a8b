import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_SETTINGS } from "../../domain/review/review-settings";
import { VajehDatabase } from "../db/database";
import { mergeCourse, mergeLesson } from "../sync/merge";
import { course, lesson } from "../test-support/fixtures";
import { wordRow } from "../test-support/word-rows";
import { enterWordsBeforeOpen } from "./review-entry";
import { readEntryMark } from "./review-entry-marks";
import { saveStoredReviewSettings } from "./review-settings-save";

const T0 = Date.parse("2026-11-12T06:00:00Z");
const cardIds = async (db: VajehDatabase) => (await db.reviewCards.toCollection().primaryKeys()).sort();

let db: VajehDatabase;
beforeEach(() => {
  db = new VajehDatabase(`entry-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe("words entering review when it opens", () => {
  it("reads every studied word once, then only the words sync brought in studied since", async () => {
    await mergeCourse(db, course(), 0);
    await mergeLesson(db, "c1", lesson("l1", { completed: ["l1-w1"] }));
    // The first open on the device: every completed word, whoever noted it.
    expect(await enterWordsBeforeOpen(T0, db)).toBe(4);
    expect((await readEntryMark(db)).words).toEqual([]);

    // A word written without a merge is not looked for again (no scan of every word at each open)…
    await db.words.put(
      wordRow("loose", 9, { is_completed: true, translation: { german: "Tür", persian: "در" } }),
    );
    // …while a word completed on another device arrives through the merge, which notes it.
    await mergeLesson(db, "c1", lesson("l1", { completed: ["l1-w1", "l1-w3"] }));
    expect((await readEntryMark(db)).words).toEqual(["l1-w3"]);
    expect(await enterWordsBeforeOpen(T0 + 1, db)).toBe(4);
    expect(await cardIds(db)).toEqual(
      ["l1-w1", "l1-w3"].flatMap((w) => ["article", "meaning", "plural", "recall"].map((k) => `${w}:${k}`)),
    );
    expect(await enterWordsBeforeOpen(T0 + 2, db)).toBe(0);
  });

  it("reads every studied word again once the kinds switched on change", async () => {
    await mergeCourse(db, course(), 0);
    await mergeLesson(db, "c1", lesson("l1", { completed: ["l1-w1"] }));
    const form = { ...DEFAULT_REVIEW_SETTINGS, enabledKinds: ["meaning" as const] };
    await saveStoredReviewSettings(db, form, T0);
    expect(await enterWordsBeforeOpen(T0, db)).toBe(1);
    await saveStoredReviewSettings(db, { ...form, enabledKinds: ["meaning", "article"] }, T0 + 1);
    expect(await enterWordsBeforeOpen(T0 + 2, db)).toBe(1);
    expect(await cardIds(db)).toEqual(["l1-w1:article", "l1-w1:meaning"]);
  });
});
