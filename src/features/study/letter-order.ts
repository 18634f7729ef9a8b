/**
 * The learner's arrangement in the sorting step: the indices (into the shuffled letters) of the
 * tiles in the answer row, in order. Pure helpers, so tapping and dragging share one rule.
 */
export type LetterOrder = readonly number[];

/** Puts a tile in the answer row: at the end, or just before another answer tile. */
export function placeLetter(order: LetterOrder, tile: number, before?: number): number[] {
  const rest = order.filter((i) => i !== tile);
  const at = before === undefined ? -1 : rest.indexOf(before);
  if (at < 0) return [...rest, tile];
  return [...rest.slice(0, at), tile, ...rest.slice(at)];
}

/** Takes a tile out of the answer row (back to the letters). */
export function removeLetter(order: LetterOrder, tile: number): number[] {
  return order.filter((i) => i !== tile);
}

/** The word the answer row spells. */
export function spelled(order: LetterOrder, letters: readonly string[]): string {
  return order.map((i) => letters[i] ?? "").join("");
}
