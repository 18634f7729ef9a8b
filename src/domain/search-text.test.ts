import { describe, expect, it } from "vitest";
import { buildSearchKey, matchesSearch, normalizeForSearch } from "./search-text";

describe("normalizeForSearch", () => {
  it("folds case, umlauts and ß", () => {
    expect(normalizeForSearch("Mädchen")).toBe("maedchen");
    expect(normalizeForSearch("STRAẞE")).toBe("strasse");
    expect(normalizeForSearch("Straße")).toBe("strasse");
    expect(normalizeForSearch("Übung")).toBe("uebung");
    expect(normalizeForSearch("Café")).toBe("cafe");
  });

  it("folds Arabic ي and ك into Persian ی and ک", () => {
    expect(normalizeForSearch("كتاب")).toBe(normalizeForSearch("کتاب"));
    expect(normalizeForSearch("ماهي")).toBe(normalizeForSearch("ماهی"));
  });

  it("ignores zero-width non-joiners, diacritics and extra spaces", () => {
    expect(normalizeForSearch("می‌کنم")).toBe("میکنم");
    expect(normalizeForSearch("کِتاب")).toBe("کتاب");
    expect(normalizeForSearch("  der   Hund ")).toBe("der hund");
  });
});

describe("matchesSearch", () => {
  const key = buildSearchKey(["Mädchen", "دختر", "یادداشتِ من: می‌خواهم"]);

  it("finds a German word typed with, without, or spelled-out umlauts", () => {
    expect(matchesSearch(key, "Mädchen")).toBe(true);
    expect(matchesSearch(key, "maedchen")).toBe(true);
    expect(matchesSearch(key, "madchen")).toBe(true);
    expect(matchesSearch(key, "MÄD")).toBe(true);
  });

  it("finds Persian text across letter variants and ZWNJ", () => {
    expect(matchesSearch(key, "دختر")).toBe(true);
    expect(matchesSearch(key, "میخواهم")).toBe(true);
    expect(matchesSearch(key, "يادداشت")).toBe(true);
  });

  it("does not match what is not there, nor across two fields", () => {
    expect(matchesSearch(key, "Junge")).toBe(false);
    expect(matchesSearch(key, "chenدختر")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearch(key, "  ")).toBe(true);
  });
});
