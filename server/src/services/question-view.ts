import { type Question, questionKind } from "../../../src/contract/content.js";
import type { questions } from "../db/schema.js";

/** The columns of a question row that decide how it is shown (a full `questions` row fits). */
export type QuestionRow = Pick<
  typeof questions.$inferSelect,
  "examId" | "index" | "type" | "question" | "questionTarget" | "answers" | "target" | "correct"
>;

/** The default shuffle seed of a question: stable per exam and question index. */
export function questionSeed(row: Pick<QuestionRow, "examId" | "index">): string {
  return `${row.examId}#${row.index}`;
}

/** cyrb53-style 32-bit string hash (enough to seed a PRNG; not for security). */
function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i += 1) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: a small deterministic PRNG giving floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sameSequence(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * A deterministic shuffle of `items` (the same seed gives the same order) that never equals `avoid`
 * (the correct order) when the items hold at least two distinct values. When the Fisher–Yates result
 * happens to equal `avoid`, it is rotated by one: a sequence equals its own rotation only when all its
 * values are equal, so the rotation differs from the result and therefore from `avoid`.
 */
export function seededShuffle(items: readonly string[], seed: string, avoid: readonly string[]): string[] {
  const random = mulberry32(hashSeed(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const tmp = out[i] as string;
    out[i] = out[j] as string;
    out[j] = tmp;
  }
  if (out.length >= 2 && sameSequence(out, avoid)) out.push(out.shift() as string);
  return out;
}

/**
 * A question as the app sees it before answering (api.md "Content"). Multiple choice and image: the
 * choices, `answer: []`. Sortable: the items shuffled, `answer` the slot labels. Pluggable (any other
 * type): the left items, `answer` the right items shuffled. The `correct` column is only used so that
 * the shuffle never shows the correct order; it is never copied into the result.
 */
export function questionView(row: QuestionRow, seed: string = questionSeed(row)): Question {
  const base = { type: row.type, question: row.question, question_target: row.questionTarget };
  switch (questionKind(row.type)) {
    case "multiple_choice":
    case "image":
      return { ...base, answers: [...row.answers], answer: [] };
    case "sortable":
      return { ...base, answers: seededShuffle(row.answers, seed, row.correct), answer: [...row.target] };
    case "pluggable":
      return { ...base, answers: [...row.answers], answer: seededShuffle(row.target, seed, row.correct) };
  }
}
