import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lessons, words } from "../db/schema.js";
import { testAppPerFile } from "../test-support/test-app-per-file.js";
import { freeLessonTexts, speakFreeLessons } from "./speak-ahead.js";

const t = testAppPerFile();

/** The seeded words with whether their lesson is free. */
const seededWords = () =>
  t.database.db
    .select({ id: words.id, german: words.german, example: words.exampleGerman, free: lessons.free })
    .from(words)
    .innerJoin(lessons, eq(lessons.id, words.lessonId));

describe("speaking the free lessons ahead", () => {
  it("records every text a free lesson's download asks for, each once, and nothing of a paid lesson", async () => {
    const all = await seededWords();
    const free = all.filter((w) => w.free);
    const paid = all.filter((w) => !w.free && !free.some((f) => f.german.trim() === w.german.trim()));
    expect(free.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);

    const learner = await t.createUser();
    const count = await speakFreeLessons(t.database.db, t.tts);
    expect(count).toBe((await freeLessonTexts(t.database.db)).length);
    expect(new Set(t.tts.spoken).size).toBe(t.tts.spoken.length);
    expect(t.tts.spoken).not.toContain(paid[0]?.german.trim());

    // What «download for offline» asks of a free lesson: each word's and each example's recording.
    const before = t.tts.spoken.length;
    for (const word of free) {
      const targets = word.example?.trim()
        ? ["translation.german", "example.german"]
        : ["translation.german"];
      for (const target of targets) {
        const res = await t.call({
          method: "GET",
          url: `/api/words/voice?word_id=${encodeURIComponent(word.id)}&target=${target}`,
          token: learner.token,
        });
        expect(res.statusCode, `${word.id} ${target}`).toBe(200);
      }
    }
    expect(t.tts.spoken.slice(before), "recordings made on request").toEqual([]);
  });
});
