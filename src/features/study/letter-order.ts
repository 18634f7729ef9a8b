/**
 * The learner's arrangement in the sorting step: the indices (into the shuffled letters) of the
 * tiles in the answer row, in order. Pure helpers of the tapping rule.
 */
export type LetterOrder = readonly number[];

/** Puts a tile at the end of the answer row (once). */
export function placeLetter(order: LetterOrder, tile: number): number[] {
  return [...order.filter((i) => i !== tile), tile];
}

/** Takes a tile out of the answer row (back to the letters). */
export function removeLetter(order: LetterOrder, tile: number): number[] {
  return order.filter((i) => i !== tile);
}

/** The word the answer row spells. */
export function spelled(order: LetterOrder, letters: readonly string[]): string {
  return order.map((i) => letters[i] ?? "").join("");
}
