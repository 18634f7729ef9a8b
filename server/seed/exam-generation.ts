import {
  type AuthoredWord,
  type Sentence,
  type WordType,
  articleOf,
  displayGerman,
} from "./content-schema.js";
import { seededRandom, shuffled } from "./seeded-random.js";
import { sortableOrders } from "./sortable-orders.js";

export { seededRandom } from "./seeded-random.js";
export { sameMultiset, sortableOrders } from "./sortable-orders.js";

/**
 * Each section's exam, generated from its words and sentences (never written by hand), the same every
 * time for the same content: every random pick draws from a generator seeded by the section id.
 * - the article and plural of each noun («der Tisch – die Tische» against «die Tisch – die Tischen»…);
 * - the meaning of some words, with wrong choices of the same part of speech as the answer;
 * - the German of a Persian meaning (nouns shown with their article, as everywhere in exams);
 * - an image question when a word of the section has an image;
 * - a word-order question per sentence, graded against every order the sentence lists;
 * - one matching question (German to Persian).
 */

export const QUESTION_TYPES = [
  "QUESTION_TYPE_MULTIPLE_CHOICE",
  "QUESTION_TYPE_IMAGE",
  "QUESTION_TYPE_SORTABLE",
  "QUESTION_TYPE_PLUGGABLE",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export type GeneratedQuestion =
  | { type: "QUESTION_TYPE_MULTIPLE_CHOICE"; question: string; choices: string[]; correct: string }
  | { type: "QUESTION_TYPE_IMAGE"; question: string; image: string; choices: string[]; correct: string }
  | {
      type: "QUESTION_TYPE_SORTABLE";
      question: string;
      /** The items in the sentence's order; the server shuffles them when it serves the question. */
      items: string[];
      slots: string[];
      /** Every other accepted order of the same items. */
      orders: string[][];
    }
  | { type: "QUESTION_TYPE_PLUGGABLE"; question: string; left: string[]; right: string[] };

export interface GeneratedExam {
  id: string;
  name: string;
  deadline: number;
  questions: GeneratedQuestion[];
}

export interface ExamSource {
  id: string;
  name: string;
  words: readonly AuthoredWord[];
  sentences: readonly Sentence[];
}

export const NO_PLURAL = "بدون جمع";
export const IMAGE_PROMPT = "این تصویر کدام واژه را نشان می‌دهد؟";
export const MATCH_PROMPT = "هر واژه را به معنی آن وصل کنید.";
export const articlePrompt = (german: string) => `آرتیکل و جمع «${german}» کدام است؟`;
export const meaningPrompt = (german: string) => `معنی «${german}» چیست؟`;
export const germanPrompt = (persian: string) => `«${persian}» به آلمانی چه می‌شود؟`;
export const sortPrompt = (persian: string) => `واژه‌ها را به ترتیب درست بچینید: «${persian}»`;

const MEANING_QUESTIONS = 3;
const GERMAN_QUESTIONS = 2;
const MATCH_PAIRS = 4;

// ── Articles and plurals ─────────────────────────────────────────────────────────────────────

const UMLAUT: Record<string, string> = { a: "ä", o: "ö", u: "ü", A: "Ä", O: "Ö", U: "Ü" };

/** "Haus" → "Häus", "Tochter" → "Töchter": the last a/o/u of the word (au → äu) umlauted. */
function umlauted(word: string): string | null {
  const match = /(au|[aouAOU])(?!.*[aouAOU])/.exec(word);
  if (!match) return null;
  const i = match.index;
  return word.slice(0, i) + (UMLAUT[word[i] ?? ""] ?? "") + word.slice(i + 1);
}

/** Plausible wrong plurals of a singular: the common endings, with and without umlaut. */
export function wrongPlurals(singular: string, plural: string | null): string[] {
  const endsE = singular.endsWith("e");
  const u = umlauted(singular);
  const candidates = [
    endsE ? `${singular}n` : `${singular}en`,
    endsE ? `${singular}s` : `${singular}e`,
    `${singular}er`,
    `${singular}s`,
    u ? `${u}e` : `${singular}n`,
    u ? `${u}er` : `${singular}nen`,
    singular,
  ];
  return [...new Set(candidates)].filter((c) => c !== plural);
}

const ARTICLES = ["der", "die", "das"] as const;

function pairText(article: string, german: string, plural: string | null): string {
  return `${article} ${german} – ${plural === null ? NO_PLURAL : `die ${plural}`}`;
}

/** The right «article noun – die plural» and three wrong ones (null for a plural-only noun). */
export function articlePluralChoices(
  word: AuthoredWord,
  random: () => number,
): { correct: string; choices: string[] } | null {
  const article = articleOf(word);
  if (word.type !== "NOUN" || word.gender === null || article === null) return null;
  const correct = pairText(article, word.german, word.plural);
  const [wrongA, wrongB] = shuffled(
    ARTICLES.filter((a) => a !== article),
    random,
  ) as [string, string];
  const [pluralA, pluralB] = shuffled(wrongPlurals(word.german, word.plural), random) as [string, string];
  const wrong = [
    pairText(wrongA, word.german, word.plural),
    pairText(article, word.german, pluralA),
    pairText(wrongB, word.german, pluralB),
  ];
  return { correct, choices: shuffled([correct, ...new Set(wrong)].slice(0, 4), random) };
}

// ── Distractors of the same part of speech ───────────────────────────────────────────────────

/** Parts of speech that may stand in for each other when a course has too few of one. */
const NEAR: Record<WordType, readonly WordType[]> = {
  NOUN: [],
  VERB: [],
  ADJECTIVE: ["ADVERB"],
  ADVERB: ["ADJECTIVE"],
  PRONOUN: ["CONJUNCTION", "PREPOSITION"],
  PREPOSITION: ["CONJUNCTION", "ADVERB"],
  CONJUNCTION: ["PREPOSITION", "ADVERB"],
  NUMERAL: ["ADVERB"],
  PHRASE: ["INTERJECTION"],
  INTERJECTION: ["PHRASE"],
};

/**
 * Three wrong choices for `answer`: first words of the same part of speech from the section, then
 * its lesson, then the course; then the nearest parts of speech; then any word.
 */
function distractors(
  answer: AuthoredWord,
  pools: ReadonlyArray<readonly AuthoredWord[]>,
  show: (word: AuthoredWord) => string,
  random: () => number,
): string[] {
  const taken = new Set([show(answer)]);
  const out: string[] = [];
  const tiers: Array<(w: AuthoredWord) => boolean> = [
    (w) => w.type === answer.type,
    (w) => NEAR[answer.type].includes(w.type),
    () => true,
  ];
  for (const fits of tiers) {
    for (const pool of pools) {
      for (const word of shuffled(pool, random)) {
        if (out.length === 3) return out;
        const value = show(word);
        if (!fits(word) || taken.has(value)) continue;
        taken.add(value);
        out.push(value);
      }
    }
  }
  return out;
}

// ── The exam ─────────────────────────────────────────────────────────────────────────────────

/**
 * The exam of a section. `lessonWords` and `courseWords` supply wrong choices when the section has
 * too few words of a part of speech.
 */
export function generateExam(
  section: ExamSource,
  lessonWords: readonly AuthoredWord[],
  courseWords: readonly AuthoredWord[],
): GeneratedExam {
  const random = seededRandom(section.id);
  const pools = [section.words, lessonWords, courseWords];
  const questions: GeneratedQuestion[] = [];

  for (const word of section.words) {
    const pair = articlePluralChoices(word, random);
    if (pair) {
      questions.push({
        type: "QUESTION_TYPE_MULTIPLE_CHOICE",
        question: articlePrompt(word.german),
        ...pair,
      });
    }
  }

  const imaged = shuffled(
    section.words.filter((w) => w.image !== null),
    random,
  );
  const pictured = imaged[0];
  if (pictured?.image) {
    const correct = displayGerman(pictured);
    questions.push({
      type: "QUESTION_TYPE_IMAGE",
      question: IMAGE_PROMPT,
      image: pictured.image,
      correct,
      choices: shuffled([correct, ...distractors(pictured, pools, displayGerman, random)], random),
    });
  }

  const order = shuffled(
    section.words.filter((w) => w !== pictured),
    random,
  );
  const meaning = order.slice(0, MEANING_QUESTIONS);
  const reverse = order.slice(MEANING_QUESTIONS, MEANING_QUESTIONS + GERMAN_QUESTIONS);
  for (const word of meaning) {
    const show = (w: AuthoredWord) => w.persian;
    questions.push({
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      question: meaningPrompt(displayGerman(word)),
      correct: word.persian,
      choices: shuffled([word.persian, ...distractors(word, pools, show, random)], random),
    });
  }
  for (const word of reverse) {
    const correct = displayGerman(word);
    questions.push({
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      question: germanPrompt(word.persian),
      correct,
      choices: shuffled([correct, ...distractors(word, pools, displayGerman, random)], random),
    });
  }

  for (const sentence of section.sentences) {
    const { items, orders } = sortableOrders(sentence);
    questions.push({
      type: "QUESTION_TYPE_SORTABLE",
      question: sortPrompt(sentence.persian),
      items,
      slots: items.map(() => ""),
      orders,
    });
  }

  const matched: AuthoredWord[] = [];
  const lefts = new Set<string>();
  const rights = new Set<string>();
  for (const word of [...order.slice(MEANING_QUESTIONS + GERMAN_QUESTIONS), ...order]) {
    if (matched.length === MATCH_PAIRS) break;
    const left = displayGerman(word);
    if (lefts.has(left) || rights.has(word.persian)) continue;
    lefts.add(left);
    rights.add(word.persian);
    matched.push(word);
  }
  if (matched.length >= 3) {
    questions.push({
      type: "QUESTION_TYPE_PLUGGABLE",
      question: MATCH_PROMPT,
      left: matched.map(displayGerman),
      right: matched.map((w) => w.persian),
    });
  }

  const sortables = section.sentences.length;
  return {
    id: `${section.id}-exam`,
    name: `آزمون ${section.name}`,
    deadline: Math.min(3600, Math.max(60, 30 * questions.length + 15 * sortables)),
    questions: shuffled(questions, random),
  };
}
