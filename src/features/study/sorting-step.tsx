import { useId } from "react";
import { fa } from "../../i18n/fa";
import { LetterTile } from "./letter-tile";
import { type LetterOrder, placeLetter, removeLetter } from "./letter-order";

export type SortingStepProps = {
  /** The shuffled letters of the German word. */
  letters: readonly string[];
  /** Indices into `letters` of the tiles in the answer row, in order. */
  order: LetterOrder;
  onChange: (order: number[]) => void;
  /** The Persian meaning, so the learner knows which word to build. */
  meaning: string;
};

/**
 * The "sorting" step: tap a letter (or press Enter or Space on it) to move it to the end of the
 * answer row, tap an answer letter to send it back; that reaches every order, on touch, with a
 * mouse, a keyboard and assistive technology alike.
 */
export function SortingStep({ letters, order, onChange, meaning }: SortingStepProps) {
  const titleId = useId();
  const used = new Set(order);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold">
          {fa.studySortingTitle}
        </h2>
        <p className="text-sm text-neutral-600">{fa.studySortingHint}</p>
      </div>
      <p className="text-center text-2xl font-medium">{meaning}</p>

      <div
        role="group"
        aria-label={fa.studyYourAnswer}
        dir="ltr"
        className="flex min-h-18 flex-wrap content-center items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary-300 bg-primary-50 p-3"
      >
        {order.length === 0 ? (
          <span dir="rtl" className="text-sm text-neutral-500">
            {fa.studyAnswerEmpty}
          </span>
        ) : (
          order.map((tile) => (
            <LetterTile
              key={tile}
              inAnswer
              letter={letters[tile] ?? ""}
              onTap={() => onChange(removeLetter(order, tile))}
            />
          ))
        )}
      </div>

      <div
        role="group"
        aria-label={fa.studyLetters}
        dir="ltr"
        className="flex flex-wrap justify-center gap-2 p-1"
      >
        {letters.map((letter, tile) =>
          used.has(tile) ? (
            <span
              key={tile}
              aria-hidden="true"
              className="inline-block h-12 min-w-11 rounded-xl border-2 border-dashed border-neutral-200"
            />
          ) : (
            <LetterTile key={tile} letter={letter} onTap={() => onChange(placeLetter(order, tile))} />
          ),
        )}
      </div>
    </section>
  );
}
