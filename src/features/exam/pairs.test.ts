import { describe, expect, it } from "vitest";
import { allPaired, emptyPairing, leftOf, matchedItems, type Pairing, tapItem } from "./pairs";

const tap = (p: Pairing, ...taps: ["left" | "right", number][]) =>
  taps.reduce((state, [side, index]) => tapItem(state, side, index), p);

describe("pluggable pairing", () => {
  it("pairs a left item with the right item tapped next", () => {
    const p = tap(emptyPairing(3), ["left", 0], ["right", 2]);
    expect(p.pairs).toEqual([2, null, null]);
    expect(p.selected).toBeNull();
    expect(leftOf(p.pairs, 2)).toBe(0);
  });

  it("also pairs right first, then left", () => {
    expect(tap(emptyPairing(2), ["right", 1], ["left", 1]).pairs).toEqual([null, 1]);
  });

  it("moves the pick within one side, and lets it go on a second tap", () => {
    const picked = tap(emptyPairing(2), ["left", 0], ["left", 1]);
    expect(picked.selected).toEqual({ side: "left", index: 1 });
    expect(tap(picked, ["left", 1]).selected).toBeNull();
  });

  it("unpairs a paired item tapped from either side", () => {
    const p = tap(emptyPairing(2), ["left", 0], ["right", 1], ["left", 1], ["right", 0]);
    expect(p.pairs).toEqual([1, 0]);
    expect(allPaired(p.pairs)).toBe(true);
    expect(tap(p, ["left", 0]).pairs).toEqual([null, 0]);
    expect(tap(p, ["right", 0]).pairs).toEqual([1, null]);
  });

  it("sends, for each left item in order, its right item", () => {
    const p = tap(
      emptyPairing(3),
      ["left", 0],
      ["right", 2],
      ["left", 1],
      ["right", 0],
      ["left", 2],
      ["right", 1],
    );
    expect(matchedItems(p.pairs, ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(allPaired(emptyPairing(0).pairs)).toBe(false);
  });
});
