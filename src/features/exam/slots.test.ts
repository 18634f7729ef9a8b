import { describe, expect, it } from "vitest";
import { allFilled, emptySlots, orderedItems, placeNext, takeBack } from "./slots";

describe("sortable slots", () => {
  it("fills the first empty slot on a tap, once per item", () => {
    let slots = emptySlots(3);
    slots = placeNext(slots, 2);
    slots = placeNext(slots, 0);
    expect(slots).toEqual([2, 0, null]);
    expect(placeNext(slots, 2)).toEqual([2, 0, null]);
    expect(allFilled(slots)).toBe(false);
    slots = placeNext(slots, 1);
    expect(allFilled(slots)).toBe(true);
    expect(placeNext(slots, 1)).toEqual([2, 0, 1]);
  });

  it("takes a placed item back, leaving a gap that the next tap fills", () => {
    const slots = takeBack([2, 0, 1], 0);
    expect(slots).toEqual([2, null, 1]);
    expect(placeNext(slots, 0)).toEqual([2, 0, 1]);
  });

  it("keeps equal words apart, by index", () => {
    const items = ["die", "Hand", "die"];
    expect(orderedItems([2, 1, 0], items)).toEqual(["die", "Hand", "die"]);
  });

  it("has nothing to fill without slots", () => {
    expect(allFilled(emptySlots(0))).toBe(false);
  });
});
