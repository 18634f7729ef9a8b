import type { Course, Exam, Gender, Lesson, Word } from "../../../src/contract/content";
import type { SavedWordInput } from "../fixtures/page-api";
import { ADJECTIVES, NOTES, NOUNS, type NounStem, type PlainStem, VERB_PREFIXES, VERBS } from "./vocabulary";

/** Deterministic generated content (same seed, same data), shaped by src/contract/content.ts. */

/** mulberry32: a small seeded PRNG, so every run benchmarks the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const ARTICLE: Record<Gender, string> = { masculine: "der", feminine: "die", neuter: "das" };
const ACCUSATIVE: Record<Gender, string> = { masculine: "den", feminine: "die", neuter: "das" };

const IPA: ReadonlyArray<[RegExp, string]> = [
  [/sch/g, "ʃ"],
  [/ch/g, "ç"],
  [/ei/g, "aɪ"],
  [/eu|äu/g, "ɔʏ"],
  [/ß/g, "s"],
  [/ä/g, "ɛ"],
  [/ö/g, "ø"],
  [/ü/g, "y"],
  [/z/g, "ts"],
  [/w/g, "v"],
  [/r/g, "ʁ"],
];

/** Something IPA-looking of the same length as a real transcription. */
function pronunciation(word: string): string {
  let text = word.toLowerCase();
  for (const [pattern, sound] of IPA) text = text.replace(pattern, sound);
  return `ˈ${text}`;
}

interface GeneratedWord {
  name: string;
  type: "NOUN" | "VERB" | "ADJECTIVE";
  gender: Gender | null;
  plural: string | null;
  persian: string;
  exampleGerman: string;
  examplePersian: string;
}

function compound(parts: readonly NounStem[]): { name: string; persian: string; last: NounStem } {
  const last = parts.at(-1);
  if (!last) throw new Error("a compound needs a part");
  const name = parts.map((part, i) => (i === parts.length - 1 ? part.de : part.head)).join("");
  const normalized = name.charAt(0) + name.slice(1).toLowerCase();
  const persian = [...parts]
    .reverse()
    .map((part) => part.fa)
    .join(" ");
  return { name: normalized, persian, last };
}

function generateWord(random: () => number): GeneratedWord {
  const roll = random();
  const adjective: PlainStem = pick(random, ADJECTIVES);
  if (roll < 0.7) {
    const size = roll < 0.15 ? 1 : roll < 0.55 ? 2 : 3;
    const parts = Array.from({ length: size }, () => pick(random, NOUNS));
    const { name, persian, last } = compound(parts);
    const plural =
      last.plural === null ? null : name.slice(0, name.length - last.de.length) + last.plural.toLowerCase();
    const pluralName = plural === null ? null : plural.charAt(0).toUpperCase() + plural.slice(1);
    return {
      name,
      type: "NOUN",
      gender: last.gender,
      plural: pluralName,
      persian,
      exampleGerman:
        random() < 0.5
          ? `${ARTICLE[last.gender].replace(/^./, (c) => c.toUpperCase())} ${name} ist heute sehr ${adjective.de}.`
          : `Ich suche ${ACCUSATIVE[last.gender]} ${name} schon seit einer Stunde.`,
      examplePersian: `${persian} امروز خیلی ${adjective.fa} است.`,
    };
  }
  if (roll < 0.85) {
    const verb = pick(random, VERBS);
    const prefix = pick(random, VERB_PREFIXES);
    return {
      name: `${prefix}${verb.de}`,
      type: "VERB",
      gender: null,
      plural: null,
      persian: verb.fa,
      exampleGerman: `Wir müssen morgen früh zusammen ${prefix}${verb.de}.`,
      examplePersian: `ما باید فردا صبح با هم ${verb.fa}.`,
    };
  }
  const prefix = random() < 0.3 ? "un" : "";
  return {
    name: `${prefix}${adjective.de}`,
    type: "ADJECTIVE",
    gender: null,
    plural: null,
    persian: prefix ? `نا${adjective.fa}` : adjective.fa,
    exampleGerman: `Das Wetter in der Stadt ist heute ${prefix}${adjective.de}.`,
    examplePersian: `هوای شهر امروز ${adjective.fa} است.`,
  };
}

function exam(id: string, random: () => number): Exam {
  return {
    id,
    name: "آزمون بخش",
    deadline: 300,
    high: null,
    questions: Array.from({ length: 8 }, (_, i) => ({
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      question: `معنی کلمه‌ی «${generateWord(random).name}» چیست؟`,
      question_target: null,
      answers: Array.from({ length: 4 }, () => generateWord(random).persian),
      answer: [String(i % 4)],
    })),
  };
}

export interface GeneratedCourse {
  course: Course;
  lessons: Lesson[];
  words: number;
}

/** A course of `lessons` × `sections` × `words` words, every lesson bought, a third of it studied. */
export function generateCourse(
  shape = { lessons: 10, sections: 10, words: 50 },
  seed = 5000,
): GeneratedCourse {
  const random = seededRandom(seed);
  const courseId = "bench-b1";
  const lessons: Lesson[] = [];
  for (let l = 1; l <= shape.lessons; l++) {
    const lessonId = `${courseId}-${l}`;
    lessons.push({
      id: lessonId,
      name: `درس ${l}: ${pick(random, NOUNS).fa} و ${pick(random, NOUNS).fa}`,
      is_completed: false,
      sections: Array.from({ length: shape.sections }, (_, s) => {
        const sectionId = `${lessonId}-${s + 1}`;
        const words: Word[] = Array.from({ length: shape.words }, (_, w) => {
          const g = generateWord(random);
          const id = `${sectionId}-${String(w + 1).padStart(2, "0")}`;
          const synonym = random() < 0.3 ? generateWord(random).name : null;
          return {
            id,
            name: g.name,
            type: g.type,
            gender: g.gender,
            pronunciation: pronunciation(g.name),
            image_link: random() < 0.2 ? `/media/images/${id}.webp` : null,
            translation: { german: g.name, persian: g.persian },
            grammer: { plural: g.plural },
            synonym: { german: synonym },
            example: { german: g.exampleGerman, persian: g.examplePersian },
            bookmark:
              random() < 0.05
                ? { id: `bm-${id}`, note: pick(random, NOTES), description: "", learned: false }
                : null,
            is_completed: l <= Math.ceil(shape.lessons / 3),
          };
        });
        return {
          id: sectionId,
          name: `بخش ${s + 1}`,
          order: s + 1,
          is_completed: words.every((w) => w.is_completed),
          words,
          exams: [exam(`${sectionId}-exam`, random)],
        };
      }),
    });
  }
  const course: Course = {
    id: courseId,
    name: "آلمانی B1 (ساختگی برای سنجش)",
    image_link: "/media/images/courses/b1.svg",
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      name: lesson.name,
      is_completed: lesson.sections.every((s) => s.is_completed),
      sections_count: lesson.sections.length,
      done_sections_count: lesson.sections.filter((s) => s.is_completed).length,
      sections: lesson.sections.map((s) => ({
        id: s.id,
        name: s.name,
        order: s.order,
        is_completed: s.is_completed,
      })),
    })),
  };
  return { course, lessons, words: shape.lessons * shape.sections * shape.words };
}

/** `count` saved words (bookmarks) with their word's German and Persian, a note on about a third. */
export function generateSavedWords(count = 10_000, seed = 10_000): SavedWordInput[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const g = generateWord(random);
    const lesson = Math.floor(i / 500) + 1;
    const section = Math.floor(i / 50) + 1;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      course_id: "bench-b1",
      lesson_id: `bench-b1-${lesson}`,
      section_id: `bench-b1-${lesson}-${section}`,
      word_id: `bench-b1-${lesson}-${section}-${String((i % 50) + 1).padStart(2, "0")}`,
      word__name: g.name,
      german: g.name,
      persian: g.persian,
      type: g.type,
      gender: g.gender,
      note: random() < 0.3 ? pick(random, NOTES) : "",
      updated_at: new Date(start + Math.floor(random() * 300 * 86_400_000)).toISOString(),
    };
  });
}
