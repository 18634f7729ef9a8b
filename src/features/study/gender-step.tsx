import { useId } from "react";
import { ARTICLE_MAX_LENGTH } from "../../domain/answer-checks";
import { fa } from "../../i18n/fa";
import { ArticleButtons } from "../../ui/word/article-buttons";
import { GermanTextField } from "../../ui/word/german-text-field";
import { NounWithBlank } from "../../ui/word/noun-with-blank";

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
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {fa.studyGenderTitle}
      </h2>
      <div className="flex flex-col items-center gap-1 text-center">
        <NounWithBlank german={german} />
        <p className="text-lg text-neutral-700">{meaning}</p>
      </div>
      <GermanTextField
        label={fa.studyArticle}
        value={value}
        onChange={onChange}
        maxLength={ARTICLE_MAX_LENGTH}
        umlautKeys={false}
      />
      <ArticleButtons
        label={fa.studyArticleChoices}
        onChoose={onChange}
        pressed={value.trim().toLowerCase()}
      />
    </section>
  );
}
