import type { WordRow } from "../../data/db/rows";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { ButtonLink } from "../../ui/button-link";
import { germanOf } from "../../ui/word/word-display";

/**
 * After a section's last word (product-spec.md section 2): how many words were studied, which were
 * missed, a button that asks those again, and the way on to the exam or the lesson.
 */
export function SectionEnd({
  words,
  missed,
  retryUrl,
  onwardUrl,
  hasExam,
}: {
  words: readonly WordRow[];
  missed: readonly WordRow[];
  retryUrl: string | null;
  onwardUrl: string;
  hasExam: boolean;
}) {
  return (
    <section aria-labelledby="section-end" className="flex flex-col gap-4">
      <h1 id="section-end" className="text-2xl font-bold">
        {fa.sectionEndTitle}
      </h1>
      <p className="text-lg">{format(fa.sectionEndStudied, { count: toPersianDigits(words.length) })}</p>
      {missed.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
          <h2 className="font-bold">{fa.sectionEndMissed}</h2>
          <ul className="flex flex-col gap-1">
            {missed.map((w) => (
              <li key={w.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <bdi dir="ltr" lang="de" className="font-latin text-lg font-semibold">
                  {germanOf(w) || w.name}
                </bdi>
                <span className="text-neutral-700">{w.translation.persian}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-green-800">{fa.sectionEndNoneMissed}</p>
      )}
      {retryUrl ? (
        <ButtonLink to={retryUrl} fullWidth>
          {fa.sectionEndRetry}
        </ButtonLink>
      ) : null}
      <ButtonLink to={onwardUrl} variant={retryUrl ? "outline" : "primary"} fullWidth>
        {hasExam ? fa.sectionEndToExam : fa.sectionEndToLesson}
      </ButtonLink>
    </section>
  );
}
