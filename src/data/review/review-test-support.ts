import type { ReviewableWord } from "../../domain/review/card-kinds";

/**
 * The words the review store's tests enter (test support only): a noun with a plural gives all four
 * cards (meaning, recall, article, plural), a verb two (meaning, recall).
 */
export const TEST_NOUN: ReviewableWord = {
  id: "w1",
  type: "NOUN",
  gender: "masculine",
  translation: { german: "Tisch", persian: "میز" },
  grammer: { plural: "Tische" },
};

export const TEST_VERB: ReviewableWord = {
  id: "w2",
  type: "VERB",
  gender: null,
  translation: { german: "gehen", persian: "رفتن" },
  grammer: { plural: null },
};
