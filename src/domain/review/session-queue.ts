import type { CardState } from "./scheduler";

/**
 * The order of a review session (issue 16, "Screens"): every due review, with new cards up to the
 * daily limit spread evenly among them, and a card answered wrongly coming back a few cards later.
 * Pure: cards, clock and the end of the review day are passed in.
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
    .slice(0, Math.max(0, newLeft))
    .map((c) => c.cardId);
  return interleave(due, fresh);
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
  const at = Math.min(rest.length, AGAIN_GAP);
  return [...rest.slice(0, at), head, ...rest.slice(at)];
}
