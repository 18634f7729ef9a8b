import { cx } from "../cx";
import { type Article, ARTICLE_FILL, ARTICLES } from "./word-display";

export type ArticleButtonsProps = {
  /** The group's name for assistive technology. */
  label: string;
  onChoose: (article: Article) => void;
  /** The article shown as chosen (aria-pressed and a ring); leave out where a tap ends the choice. */
  pressed?: string;
};

/** der / die / das as three buttons in the gender colours (word study's gender step, review's article card). */
export function ArticleButtons({ label, onChoose, pressed }: ArticleButtonsProps) {
  return (
    <div role="group" aria-label={label} dir="ltr" className="grid grid-cols-3 gap-2">
      {ARTICLES.map((article) => (
        <button
          key={article}
          type="button"
          lang="de"
          aria-pressed={pressed === undefined ? undefined : pressed === article}
          onClick={() => onChoose(article)}
          className={cx(
            "min-h-12 rounded-xl font-latin text-xl font-semibold shadow-sm transition-opacity hover:opacity-90",
            ARTICLE_FILL[article],
            pressed === article && "ring-4 ring-neutral-900/25 ring-offset-2",
          )}
        >
          {article}
        </button>
      ))}
    </div>
  );
}
