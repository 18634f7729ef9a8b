import type { Sentence } from "./content-schema.js";

// Word-order questions: the tiles of a sentence and every other order it lists.
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
