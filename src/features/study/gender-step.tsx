import { useId } from "react";
import { ARTICLE_MAX_LENGTH } from "../../domain/answer-checks";
import { fa } from "../../i18n/fa";
import { cx, TextField } from "../../ui";
import { ARTICLE_FILL, ARTICLES } from "../../ui/word/word-display";

export type GenderStepProps = {
  /** The noun without its article. */
  german: string;
  meaning: string;
  value: string;
  onChange: (value: string) => void;
};

/** The "gender" step (nouns only): type the article, or fill it with der / die / das. */
export function GenderStep({ german, meaning, value, onChange }: GenderStepProps) {
  const titleId = useId();
  const chosen = value.trim().toLowerCase();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {fa.studyGenderTitle}
      </h2>
      <div className="flex flex-col items-center gap-1 text-center">
        <p dir="ltr" lang="de" className="font-latin text-4xl font-semibold break-words">
          <span aria-hidden="true" className="text-neutral-400">
            ___{" "}
          </span>
          {german}
        </p>
        <p className="text-lg text-neutral-700">{meaning}</p>
      </div>
      <TextField
        label={fa.studyArticle}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, ARTICLE_MAX_LENGTH))}
        maxLength={ARTICLE_MAX_LENGTH}
        dir="ltr"
        lang="de"
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        autoFocus
      />
      <div role="group" aria-label={fa.studyArticleChoices} dir="ltr" className="grid grid-cols-3 gap-2">
        {ARTICLES.map((article) => (
          <button
            key={article}
            type="button"
            lang="de"
            aria-pressed={chosen === article}
            onClick={() => onChange(article)}
            className={cx(
              "min-h-12 rounded-xl font-latin text-xl font-semibold shadow-sm transition-opacity hover:opacity-90",
              ARTICLE_FILL[article],
              chosen === article && "ring-4 ring-neutral-900/25 ring-offset-2",
            )}
          >
            {article}
          </button>
        ))}
      </div>
    </section>
  );
}
