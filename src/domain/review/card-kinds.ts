/**
 * The review cards a word gives (issue 16, "Cards"): every word a meaning card (German → Persian) and a
 * recall card (Persian → German, typed); a noun also an article card (der/die/das), and a plural card
 * when it has a plural. Pure: the caller passes the word's fields.
 */
export const CARD_KINDS = ["meaning", "recall", "article", "plural"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** What a word must tell to know its cards (a subset of the contract's Word). */
export interface ReviewableWord {
  id: string;
  type: string;
  gender: "masculine" | "feminine" | "neuter" | null;
  translation: { german: string | null; persian: string };
  grammer: { plural: string | null };
}

const filled = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== "";

/**
 * The kinds of card a word gives, in the order a learner meets them, leaving out the kinds the learner
 * switched off. A word without a German form gives none (there is nothing to ask).
 */
export function cardKindsFor(
  word: ReviewableWord,
  enabled: ReadonlySet<CardKind> = new Set(CARD_KINDS),
): CardKind[] {
  if (!filled(word.translation.german)) return [];
  const isNoun = word.type.toUpperCase() === "NOUN" && word.gender !== null;
  const kinds: CardKind[] = ["meaning", "recall"];
  if (isNoun) kinds.push("article");
  if (isNoun && filled(word.grammer.plural)) kinds.push("plural");
  return kinds.filter((kind) => enabled.has(kind));
}

/** A card's id: the word's id and the kind, e.g. `w-12:article`. Stable across devices. */
export function cardIdOf(wordId: string, kind: CardKind): string {
  return `${wordId}:${kind}`;
}

/** The word and kind of a card id, or null for an id that is not one. */
export function parseCardId(cardId: string): { wordId: string; kind: CardKind } | null {
  const at = cardId.lastIndexOf(":");
  if (at <= 0) return null;
  const kind = cardId.slice(at + 1);
  if (!(CARD_KINDS as readonly string[]).includes(kind)) return null;
  return { wordId: cardId.slice(0, at), kind: kind as CardKind };
}
