import { describe, expect, it } from "vitest";
import { articleFor, checkArticle, checkSpelling, seedFrom, shuffleLetters } from "./answer-checks";

describe("articles", () => {
  it("maps genders to der, das, die", () => {
    expect(articleFor("masculine")).toBe("der");
    expect(articleFor("neuter")).toBe("das");
    expect(articleFor("feminine")).toBe("die");
    expect(articleFor(null)).toBe("die");
  });

  it("checks an answer ignoring case and spaces", () => {
    expect(checkArticle(" Der ", "masculine")).toBe(true);
    expect(checkArticle("die", "masculine")).toBe(false);
    expect(checkArticle("das", "neuter")).toBe(true);
  });
});

describe("checkSpelling", () => {
  it("accepts the exact word, trimmed", () => {
    expect(checkSpelling("  Mädchen ", "Mädchen")).toBe("correct");
    expect(checkSpelling("gehen", "gehen")).toBe("correct");
  });

  it("names a missing umlaut or ß, kindly, as not correct", () => {
    expect(checkSpelling("Madchen", "Mädchen")).toBe("umlaut-missing");
    expect(checkSpelling("Maedchen", "Mädchen")).toBe("umlaut-missing");
    expect(checkSpelling("Strasse", "Straße")).toBe("umlaut-missing");
    expect(checkSpelling("madchen", "Mädchen")).toBe("umlaut-missing");
  });

  it("names a wrong capital", () => {
    expect(checkSpelling("hund", "Hund")).toBe("case");
  });

  it("says wrong otherwise", () => {
    expect(checkSpelling("Katze", "Hund")).toBe("wrong");
    expect(checkSpelling("", "Hund")).toBe("wrong");
  });
});

describe("shuffleLetters", () => {
  it("keeps the letters and never returns the word itself", () => {
    for (const word of ["Hund", "Mädchen", "ab", "Straße", "Apfel"]) {
      for (let seed = 1; seed < 50; seed++) {
        const letters = shuffleLetters(word, seed);
        expect([...letters].sort()).toEqual([...word].sort());
        expect(letters.join("")).not.toBe(word);
      }
    }
  });

  it("is stable for a seed", () => {
    expect(shuffleLetters("Fenster", seedFrom("w1"))).toEqual(shuffleLetters("Fenster", seedFrom("w1")));
  });

  it("leaves a word of one repeated letter as it is", () => {
    expect(shuffleLetters("aa", 3)).toEqual(["a", "a"]);
  });
});
