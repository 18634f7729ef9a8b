import type { WordRow } from "../db/rows";
import { db } from "../db/db";

/** A word row of section s1 (lesson l1, course c1), for tests. */
export function wordRow(id: string, position: number, overrides: Partial<WordRow>): WordRow {
  return {
    id,
    name: id,
    type: "NOUN",
    gender: "neuter",
    pronunciation: null,
    image_link: null,
    translation: { german: null, persian: "" },
    grammer: { plural: null },
    synonym: { german: null },
    example: { german: null, persian: null },
    is_completed: false,
    section_id: "s1",
    lesson_id: "l1",
    course_id: "c1",
    position,
    pending: 0,
    ...overrides,
  };
}

export const NOUN = wordRow("n1", 0, {
  name: "Mädchen",
  type: "NOUN",
  gender: "neuter",
  pronunciation: "ˈmɛːtçən",
  image_link: "https://example.test/maedchen.jpg",
  translation: { german: "Mädchen", persian: "دختر" },
  grammer: { plural: "die Mädchen" },
  synonym: { german: "Girl" },
  example: { german: "Das Mädchen liest.", persian: "دختر می‌خواند." },
});
export const VERB = wordRow("v1", 1, {
  name: "gehen",
  type: "VERB",
  gender: null,
  translation: { german: "gehen", persian: "رفتن" },
  example: { german: "Ich gehe nach Hause.", persian: "به خانه می‌روم." },
});
export const NO_GERMAN = wordRow("x1", 2, {
  name: "سلام",
  type: "PHRASE",
  gender: null,
  translation: { german: null, persian: "سلام" },
});

/** The stored word row with this id (throws when the test's fixture lacks it). */
export async function storedWord(id: string): Promise<WordRow> {
  const row = await db.words.get(id);
  if (!row) throw new Error(`no word ${id} in the test database`);
  return row;
}
