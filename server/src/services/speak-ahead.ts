import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { lessons, words } from "../db/schema.js";
import type { TtsService } from "./tts.js";

/**
 * The German texts of the free lessons' words and examples, as the voice route speaks them
 * (trimmed, empty ones left out), each once.
 */
export async function freeLessonTexts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ german: words.german, example: words.exampleGerman })
    .from(words)
    .innerJoin(lessons, eq(lessons.id, words.lessonId))
    .where(eq(lessons.free, true));
  const texts = rows.flatMap((row) => [row.german.trim(), row.example?.trim() ?? ""]);
  return [...new Set(texts.filter((text) => text !== ""))];
}

/**
 * Speaks the free lessons' texts into the speech cache ahead of any request, `concurrency` at a
 * time, so a first «download for offline» of a free lesson finds every recording made. Returns how
 * many texts there were. A text the speech engine refuses stops it with that error.
 */
export async function speakFreeLessons(db: Db, tts: TtsService, concurrency = 2): Promise<number> {
  const texts = await freeLessonTexts(db);
  let next = 0;
  const worker = async () => {
    for (let text = texts[next++]; text !== undefined; text = texts[next++]) await tts.speak(text);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return texts.length;
}
