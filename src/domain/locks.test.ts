import { describe, expect, it } from "vitest";
import { locksInOrder } from "./locks";

const item = (hasContent: boolean, is_completed = false) => ({ hasContent, is_completed });

describe("locksInOrder", () => {
  it("opens the first item and locks the next until the previous is completed", () => {
    expect(locksInOrder([item(true), item(true), item(true)])).toEqual([
      { locked: false },
      { locked: true, reason: "not-completed" },
      { locked: true, reason: "not-completed" },
    ]);
    expect(locksInOrder([item(true, true), item(true, true), item(true)])).toEqual([
      { locked: false },
      { locked: false },
      { locked: false },
    ]);
  });

  it("locks an item with no content as not purchased, even the first", () => {
    expect(locksInOrder([item(false), item(true)])).toEqual([
      { locked: true, reason: "not-purchased" },
      { locked: true, reason: "not-completed" },
    ]);
    expect(locksInOrder([item(true, true), item(false)])).toEqual([
      { locked: false },
      { locked: true, reason: "not-purchased" },
    ]);
  });

  it("gives nothing for an empty list", () => {
    expect(locksInOrder([])).toEqual([]);
  });
});
