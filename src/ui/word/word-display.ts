import { articleFor } from "../../domain/answer-checks";
import type { WordRow } from "../../data/db/rows";
import { isNoun } from "../../domain/study-steps";

export type Article = ReturnType<typeof articleFor>;

/** The three articles in the order the quick buttons show them. */
export const ARTICLES: readonly Article[] = ["der", "die", "das"];

/** Gender colours of product-spec.md section 9 (theme colours in styles/app.css). */
export const ARTICLE_TEXT: Record<Article, string> = { der: "text-der", die: "text-die", das: "text-das" };
export const ARTICLE_FILL: Record<Article, string> = {
  der: "bg-der text-white",
  die: "bg-die text-white",
  das: "bg-das text-white",
};

/** The noun's article, or null for other words. */
export function articleOf(word: Pick<WordRow, "type" | "gender">): Article | null {
  return isNoun(word) ? articleFor(word.gender) : null;
}

/** The German word as the learner must build and type it (trimmed; "" when there is none). */
export function germanOf(word: Pick<WordRow, "translation">): string {
  return (word.translation.german ?? "").trim().normalize("NFC");
}
