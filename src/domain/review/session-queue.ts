import { parseCardId } from "./card-kinds";
import type { CardState } from "./scheduler";

/**
 * The order of a review session (issue 16, "Screens"): every due review, with new cards up to the
 * daily limit spread evenly among them, and a card answered wrongly coming back a few cards later.
 * A word's cards (its siblings: meaning, recall, article, plural) are kept apart, as Anki spaces
 * siblings: never two of one word back to back while another order avoids it, and where possible
 * SIBLING_GAP other cards between them. Pure: cards, clock and the end of the review day are passed in.
 */
export interface QueueCard {
  cardId: string;
  /** Null for a card never reviewed. */
  state: CardState | null;
  /** When the card entered review (new cards are introduced oldest first). */
  addedAt: number;
}

/** How many cards a wrongly answered card waits before it is asked again. */
export const AGAIN_GAP = 4;
/** How many other cards should come between two cards of one word, where the session allows it. */
export const SIBLING_GAP = 2;

/** The word a card belongs to (the card id itself for an id that is not a word's card). */
export const wordOf = (cardId: string): string => parseCardId(cardId)?.wordId ?? cardId;

/** Due now: learning steps by the minute; reviews any time before the review day ends. */
export function isDue(state: CardState, now: number, endOfDay: number): boolean {
  if (state.phase === 1 || state.phase === 3) return state.due <= now;
  return state.due < endOfDay;
}

/** How many new cards may still be introduced today. */
export function newCardsLeft(dailyLimit: number, introducedToday: number): number {
  return Math.max(0, Math.floor(dailyLimit) - Math.max(0, introducedToday));
}

/** The session's queue of card ids, most overdue reviews first, new cards interleaved. */
export function buildQueue(
  cards: readonly QueueCard[],
  now: number,
  endOfDay: number,
  newLeft: number,
): string[] {
  const due = cards
    .filter((c): c is QueueCard & { state: CardState } => c.state !== null && isDue(c.state, now, endOfDay))
    .sort((a, b) => a.state.due - b.state.due || (a.cardId < b.cardId ? -1 : 1))
    .map((c) => c.cardId);
  const fresh = cards
    .filter((c) => c.state === null)
    .sort((a, b) => a.addedAt - b.addedAt || (a.cardId < b.cardId ? -1 : 1))
    .map((c) => c.cardId);
  return arrangeQueue(due, fresh, newLeft);
}

/**
 * The session's order from card ids already sorted (due reviews most overdue first, new cards oldest
 * first): the new cards the daily limit leaves spread among the reviews, siblings kept apart.
 */
export function arrangeQueue(
  dueInOrder: readonly string[],
  freshInOrder: readonly string[],
  newLeft: number,
) {
  return spreadSiblings(interleave(dueInOrder, freshInOrder.slice(0, Math.max(0, newLeft))));
}

/**
 * Whether `left` cards, `counts` of them per word, can be ordered with no two of one word side by
 * side when the card before them is of word `last`: each word's cards need every other place, and
 * `last`'s cannot take the first.
 */
function arrangeable(counts: ReadonlyMap<string, number>, left: number, last: string | null): boolean {
  for (const [word, count] of counts) {
    const room = word === last ? Math.floor(left / 2) : Math.ceil(left / 2);
    if (count > room) return false;
  }
  return true;
}

/**
 * Reorders the queue as little as it can so that siblings are apart: each place takes the first card
 * still waiting whose word is none of the last SIBLING_GAP cards' (then: not the last card's) and
 * after which the rest can still be kept apart; only when no order avoids it do two meet.
 */
export function spreadSiblings(queue: readonly string[]): string[] {
  const words = queue.map(wordOf);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  // Only a word with many cards left can make the rest unarrangeable: while more than twice the
  // largest count are left, any choice keeps the rest arrangeable and the check is skipped.
  let most = 0;
  for (const count of counts.values()) most = Math.max(most, count);
  const taken = new Array<boolean>(queue.length).fill(false);
  let first = 0; // every card before it is taken
  let left = queue.length;
  const out: string[] = [];
  const keepsApart = (word: string): boolean => {
    if (left > 2 * most + 1) return true;
    const count = counts.get(word) ?? 0;
    counts.set(word, count - 1);
    const ok = arrangeable(counts, left - 1, word);
    counts.set(word, count);
    return ok;
  };
  const pick = (avoid: ReadonlySet<string>, check: boolean): number => {
    for (let i = first; i < queue.length; i++) {
      const word = words[i] as string;
      if (taken[i] || avoid.has(word)) continue;
      if (!check || keepsApart(word)) return i;
    }
    return -1;
  };
  while (left > 0) {
    const recent = out.slice(-SIBLING_GAP).map(wordOf);
    const last = new Set(recent.slice(-1));
    let at = pick(new Set(recent), true);
    if (at < 0) at = pick(last, true);
    if (at < 0) at = pick(last, false);
    if (at < 0) at = pick(new Set(), false);
    const word = words[at] as string;
    taken[at] = true;
    counts.set(word, (counts.get(word) ?? 1) - 1);
    left -= 1;
    out.push(queue[at] as string);
    while (first < queue.length && taken[first]) first++;
  }
  return out;
}

/** Spreads `fresh` evenly through `due`: one new card after every few reviews. */
export function interleave(due: readonly string[], fresh: readonly string[]): string[] {
  if (fresh.length === 0) return [...due];
  if (due.length === 0) return [...fresh];
  const every = Math.max(1, Math.floor(due.length / fresh.length));
  const out: string[] = [];
  let f = 0;
  due.forEach((id, i) => {
    out.push(id);
    if ((i + 1) % every === 0 && f < fresh.length) out.push(fresh[f++] as string);
  });
  while (f < fresh.length) out.push(fresh[f++] as string);
  return out;
}

/**
 * The queue after answering its first card: it leaves, and comes back AGAIN_GAP cards later (or last)
 * when its new state is due again before the session could end (a learning step of minutes).
 */
export function afterAnswer(queue: readonly string[], newState: CardState, endOfDay: number): string[] {
  const [head, ...rest] = queue;
  if (head === undefined) return [];
  const comesBack = (newState.phase === 1 || newState.phase === 3) && newState.due < endOfDay;
  if (!comesBack) return rest;
  // AGAIN_GAP cards later, or the first place after that between two cards of other words.
  const word = wordOf(head);
  const apart = (at: number) =>
    (at === 0 || wordOf(rest[at - 1] as string) !== word) &&
    (at === rest.length || wordOf(rest[at] as string) !== word);
  let at = Math.min(rest.length, AGAIN_GAP);
  for (let later = at; later <= rest.length; later++) {
    if (apart(later)) {
      at = later;
      break;
    }
  }
  return [...rest.slice(0, at), head, ...rest.slice(at)];
}
