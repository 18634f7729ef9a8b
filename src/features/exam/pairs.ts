/**
 * The learner's matching in a pluggable question: for each left item, the index of the right item
 * matched to it, or null; plus the item picked and waiting for its partner. Pure helpers.
 */
export type Side = "left" | "right";

export interface Pairing {
  /** For each left item, the index of its right item (or null). */
  pairs: readonly (number | null)[];
  /** The item tapped first, waiting for one of the other side. */
  selected: { side: Side; index: number } | null;
}

export function emptyPairing(leftCount: number): Pairing {
  return { pairs: Array.from({ length: leftCount }, () => null), selected: null };
}

/** The left item a right item is matched to, or -1. */
export function leftOf(pairs: Pairing["pairs"], right: number): number {
  return pairs.indexOf(right);
}

function isPaired(pairing: Pairing, side: Side, index: number): boolean {
  return side === "left" ? pairing.pairs[index] != null : leftOf(pairing.pairs, index) >= 0;
}

/**
 * One tap: a paired item is unpaired; tapping the picked item again lets it go; an item of the other
 * side than the picked one makes a pair; otherwise the tapped item becomes the picked one.
 */
export function tapItem(pairing: Pairing, side: Side, index: number): Pairing {
  const { pairs, selected } = pairing;
  if (isPaired(pairing, side, index)) {
    const left = side === "left" ? index : leftOf(pairs, index);
    return { pairs: pairs.map((right, i) => (i === left ? null : right)), selected: null };
  }
  if (selected && selected.side === side && selected.index === index) return { pairs, selected: null };
  if (selected && selected.side !== side) {
    const left = side === "left" ? index : selected.index;
    const right = side === "left" ? selected.index : index;
    return { pairs: pairs.map((r, i) => (i === left ? right : r)), selected: null };
  }
  return { pairs, selected: { side, index } };
}

export function allPaired(pairs: Pairing["pairs"]): boolean {
  return pairs.length > 0 && pairs.every((right) => right !== null);
}

/** The answer to send: for each left item in its order, the right item matched to it. */
export function matchedItems(pairs: Pairing["pairs"], right: readonly string[]): string[] {
  return pairs.map((r) => (r === null ? "" : (right[r] ?? "")));
}
