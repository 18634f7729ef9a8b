import {
  type AuthoredWord,
  type Sentence,
  type WordType,
  articleOf,
  displayGerman,
} from "./content-schema.js";

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

// ── Seeded randomness ────────────────────────────────────────────────────────────────────────

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator; good enough to pick distractors. */
export function seededRandom(seed: string): () => number {
  let a = hashOf(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

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

// ── Word order ───────────────────────────────────────────────────────────────────────────────

const lowerFirst = (token: string) => token.charAt(0).toLowerCase() + token.slice(1);

/** A sentence's words as tiles: split on spaces, punctuation left out (a full stop or a comma is no word to place). */
const tiles = (sentence: string) =>
  sentence
    .trim()
    .split(/\s+/)
    .map((token) => token.replace(/[.,!?;:]+$/u, ""))
    .filter((token) => token.length > 0);

/**
 * The items of a sentence and of each listed other order, without punctuation (so an order may move
 * the word that ended the sentence, or the comma before «bitte»). A first word that is capitalised
 * only because it starts the sentence is written in lower case (when it appears in lower case inside
 * one of the orders), so the capital letter does not give the answer away.
 */
export function sortableOrders(sentence: Pick<Sentence, "german" | "orders">): {
  items: string[];
  orders: string[][];
} {
  const all = [sentence.german, ...sentence.orders].map(tiles);
  const inner = new Set(all.flatMap((tokens) => tokens.slice(1)));
  const normal = all.map((tokens) =>
    tokens.map((token, i) => (i === 0 && inner.has(lowerFirst(token)) ? lowerFirst(token) : token)),
  );
  return { items: normal[0] ?? [], orders: normal.slice(1) };
}

export function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((item, i) => item === y[i]);
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
