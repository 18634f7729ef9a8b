import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { sameData } from "./same-data";

describe("sameData", () => {
  it("holds rows with the same fields and values the same, whatever the objects or key order", () => {
    const row = { id: "c1", name: "آلمانی A1", image_link: null, position: 0, tags: ["a", "b"] };
    expect(
      sameData([row], [{ position: 0, tags: ["a", "b"], image_link: null, name: "آلمانی A1", id: "c1" }]),
    ).toBe(true);
    expect(sameData({ settings: { configs: { a: 1 } } }, { settings: { configs: { a: 1 } } })).toBe(true);
    expect(sameData(new Date(5), new Date(5))).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData(undefined, undefined)).toBe(true);
  });

  it("tells apart a changed value, a missing or extra field, another length or order, another type", () => {
    expect(sameData([{ id: "c1", position: 0 }], [{ id: "c1", position: 1 }])).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1], [1, 1])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(0, -0)).toBe(false);
    expect(sameData("1", 1)).toBe(false);
    expect(sameData(new Date(5), new Date(6))).toBe(false);
    expect(sameData(new Date(5), 5)).toBe(false);
  });

  it("holds what it cannot read (a class's instance, a Map) new unless it is the same object", () => {
    class Card {
      constructor(readonly due: number) {}
    }
    const card = new Card(1);
    expect(sameData(card, card)).toBe(true);
    expect(sameData(new Card(1), new Card(1))).toBe(false);
    expect(sameData(new Map([["a", 1]]), new Map([["a", 1]]))).toBe(false);
    expect(sameData({ card: new Card(1) }, { card: new Card(1) })).toBe(false);
  });

  it("reads rows made in another realm (IndexedDB's copies may be) as it reads its own", () => {
    const other: unknown = vm.runInNewContext("({ rows: [{ id: 'c1', at: new Date(5), tags: ['a'] }] })");
    expect(sameData(other, { rows: [{ id: "c1", at: new Date(5), tags: ["a"] }] })).toBe(true);
    expect(sameData(other, { rows: [{ id: "c1", at: new Date(6), tags: ["a"] }] })).toBe(false);
  });
});
