import type { Course, Lesson, Word } from "../../contract/content";

export function word(id: string, overrides: Partial<Word> = {}): Word {
  return {
    id,
    name: `Wort-${id}`,
    type: "NOUN",
    gender: "neuter",
    pronunciation: "vɔʁt",
    image_link: null,
    translation: { german: `Wort${id}`, persian: "واژه" },
    grammer: { plural: "Wörter" },
    synonym: { german: null },
    example: { german: "Das ist ein Wort.", persian: "این یک واژه است." },
    bookmark: null,
    is_completed: false,
    ...overrides,
  };
}

/** A lesson of two sections (two words each), the first section with one exam. */
export function lesson(id = "l1", overrides: { completed?: string[] } = {}): Lesson {
  const done = new Set(overrides.completed ?? []);
  const mk = (sectionId: string, order: number, ids: string[]) => ({
    id: sectionId,
    name: `بخش ${order}`,
    order,
    is_completed: ids.every((w) => done.has(w)),
    words: ids.map((w) => word(w, { is_completed: done.has(w) })),
    exams:
      order === 1
        ? [{ id: `${sectionId}-exam`, name: "آزمون", deadline: 300, questions: [], high: null }]
        : [],
  });
  return {
    id,
    name: "درس یک",
    is_completed: false,
    sections: [mk(`${id}-s1`, 1, [`${id}-w1`, `${id}-w2`]), mk(`${id}-s2`, 2, [`${id}-w3`, `${id}-w4`])],
  };
}

export function course(
  id = "c1",
  lessons: Array<{ id: string; bought: boolean }> = [{ id: "l1", bought: true }],
): Course {
  return {
    id,
    name: "آلمانی A1",
    image_link: null,
    lessons: lessons.map((l) => ({
      id: l.id,
      name: `درس ${l.id}`,
      is_completed: false,
      sections_count: 2,
      done_sections_count: 0,
      sections: l.bought
        ? [
            { id: `${l.id}-s1`, name: "بخش ۱", order: 1, is_completed: false },
            { id: `${l.id}-s2`, name: "بخش ۲", order: 2, is_completed: false },
          ]
        : [],
    })),
  };
}
