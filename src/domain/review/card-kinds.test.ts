import { describe, expect, it } from "vitest";
import { cardIdOf, cardKindsFor, parseCardId, type ReviewableWord } from "./card-kinds";

const noun: ReviewableWord = {
  id: "w1",
  type: "NOUN",
  gender: "feminine",
  translation: { german: "Frau", persian: "زن" },
  grammer: { plural: "Frauen" },
};

describe("the cards a word gives", () => {
  it("a noun with a plural gives meaning, recall, article and plural", () => {
    expect(cardKindsFor(noun)).toEqual(["meaning", "recall", "article", "plural"]);
  });

  it("a noun without a plural gives no plural card; a verb gives no article card", () => {
    expect(cardKindsFor({ ...noun, grammer: { plural: "  " } })).toEqual(["meaning", "recall", "article"]);
    expect(cardKindsFor({ ...noun, type: "VERB", gender: null })).toEqual(["meaning", "recall"]);
  });

  it("a word with no German form gives none; switched-off kinds are left out", () => {
    expect(cardKindsFor({ ...noun, translation: { german: null, persian: "زن" } })).toEqual([]);
    expect(cardKindsFor(noun, new Set(["meaning", "article"]))).toEqual(["meaning", "article"]);
  });

  it("ids round-trip, even for a word id with a colon; anything else is not a card id", () => {
    expect(parseCardId(cardIdOf("a:b", "plural"))).toEqual({ wordId: "a:b", kind: "plural" });
    expect(parseCardId("w1:spelling")).toBeNull();
    expect(parseCardId(":meaning")).toBeNull();
    expect(parseCardId("w1")).toBeNull();
  });
});
