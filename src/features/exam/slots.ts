/**
 * The learner's arrangement in a sortable question: for each slot, the index (into the shuffled
 * items) of the item placed there, or null. Pure helpers of the tapping rule.
 * Items are tracked by index, so two equal words stay two items.
 */
export type Slots = readonly (number | null)[];

export function emptySlots(count: number): (number | null)[] {
  return Array.from({ length: count }, () => null);
}

/** Tapping a free item: it goes into the first empty slot (nothing happens when it is placed or all are full). */
export function placeNext(slots: Slots, item: number): (number | null)[] {
  const next = [...slots];
  if (next.includes(item)) return next;
  const empty = next.indexOf(null);
  if (empty >= 0) next[empty] = item;
  return next;
}

/** Tapping a placed item: its slot empties. */
export function takeBack(slots: Slots, item: number): (number | null)[] {
  return slots.map((placed) => (placed === item ? null : placed));
}

export function allFilled(slots: Slots): boolean {
  return slots.length > 0 && slots.every((placed) => placed !== null);
}

/** The answer to send: the items in the learner's order. */
export function orderedItems(slots: Slots, items: readonly string[]): string[] {
  return slots.map((placed) => (placed === null ? "" : (items[placed] ?? "")));
}
