import { describe, expect, it } from "vitest";
import type { AuthoredWord } from "./content-schema.js";
import {
  articlePluralChoices,
  generateExam,
  seededRandom,
  sortableOrders,
  wrongPlurals,
} from "./exam-generation.js";

const word = (
  german: string,
  type: AuthoredWord["type"],
  persian: string,
  extra: Partial<AuthoredWord> = {},
) =>
  ({
    german,
    type,
    gender: null,
    plural: null,
    pronunciation: "x",
    persian,
    synonym: null,
    example: { german: `${german}.`, persian: `${persian}.` },
    image: null,
    ...extra,
  }) satisfies AuthoredWord;

const tisch = word("Tisch", "NOUN", "میز", { gender: "masculine", plural: "Tische" });

describe("sortableOrders", () => {
  it("writes a first word in lower case when it is lower case inside another order", () => {
    expect(
      sortableOrders({ german: "Ich verstehe das nicht.", orders: ["Das verstehe ich nicht."] }),
    ).toEqual({
      items: ["ich", "verstehe", "das", "nicht"],
      orders: [["das", "verstehe", "ich", "nicht"]],
    });
  });

  it("leaves punctuation out of the tiles, so an order may move the last word or the comma", () => {
    expect(
      sortableOrders({
        german: "Bringen Sie mir ein Wasser, bitte.",
        orders: ["Bringen Sie mir bitte ein Wasser.", "Die Prüfung hat vier Teile."],
      }),
    ).toEqual({
      items: ["Bringen", "Sie", "mir", "ein", "Wasser", "bitte"],
      orders: [
        ["Bringen", "Sie", "mir", "bitte", "ein", "Wasser"],
        ["Die", "Prüfung", "hat", "vier", "Teile"],
      ],
    });
  });

  it("keeps a capital that is not only the sentence's (a name, a noun)", () => {
    expect(sortableOrders({ german: "Sara wohnt in Berlin.", orders: [] }).items).toEqual([
      "Sara",
      "wohnt",
      "in",
      "Berlin",
    ]);
  });
});

describe("article and plural choices", () => {
  it("offers the right pair and three plausible wrong ones, never the right plural with the right article twice", () => {
    const pair = articlePluralChoices(tisch, seededRandom("a1-1-1"));
    expect(pair?.correct).toBe("der Tisch – die Tische");
    expect(pair?.choices).toHaveLength(4);
    expect(new Set(pair?.choices).size).toBe(4);
    expect(pair?.choices.filter((c) => c === "der Tisch – die Tische")).toHaveLength(1);
    expect(wrongPlurals("Tisch", "Tische")).not.toContain("Tische");
    expect(wrongPlurals("Haus", "Häuser")).toContain("Häuse");
  });

  it("asks nothing of a plural-only noun", () => {
    const eltern = word("Eltern", "NOUN", "پدر و مادر", { plural: "Eltern" });
    expect(articlePluralChoices(eltern, seededRandom("x"))).toBeNull();
  });
});

describe("generateExam", () => {
  const words = [
    tisch,
    word("Stuhl", "NOUN", "صندلی", { gender: "masculine", plural: "Stühle", image: "words/stuhl.svg" }),
    word("Lampe", "NOUN", "چراغ", { gender: "feminine", plural: "Lampen" }),
    word("kochen", "VERB", "آشپزی کردن"),
    word("essen", "VERB", "خوردن"),
    word("trinken", "VERB", "نوشیدن"),
    word("schlafen", "VERB", "خوابیدن"),
    word("mit", "PREPOSITION", "با"),
    word("Fisch", "NOUN", "ماهی", { gender: "masculine", plural: "Fische" }),
  ];
  const section = {
    id: "zz-1-1",
    name: "خانه",
    words,
    sentences: [{ german: "Der Tisch ist neu.", persian: "میز نو است.", orders: [] }],
  };

  it("is the same for the same section, and offers only verbs as wrong meanings of a verb", () => {
    const exam = generateExam(section, words, words);
    expect(generateExam(section, words, words)).toEqual(exam);
    const verbs = new Set(words.filter((w) => w.type === "VERB").map((w) => w.persian));
    for (const q of exam.questions) {
      if (q.type === "QUESTION_TYPE_MULTIPLE_CHOICE" && verbs.has(q.correct)) {
        expect(
          q.choices.every((c) => verbs.has(c)),
          q.question,
        ).toBe(true);
      }
    }
    const image = exam.questions.find((q) => q.type === "QUESTION_TYPE_IMAGE");
    expect(image).toMatchObject({ correct: "der Stuhl", question: "این تصویر کدام واژه را نشان می‌دهد؟" });
  });

  it("has no image question when no word of the section has an image", () => {
    const plain = words.map((w) => ({ ...w, image: null }));
    const exam = generateExam({ ...section, words: plain }, plain, plain);
    expect(exam.questions.some((q) => q.type === "QUESTION_TYPE_IMAGE")).toBe(false);
  });
});
