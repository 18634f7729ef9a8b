import { fa } from "../../i18n/fa";
import { cx } from "../../ui/cx";

export type LetterTileProps = {
  letter: string;
  onTap: () => void;
  inAnswer?: boolean;
};

/**
 * One letter of the sorting step: a real button (tap, Enter or Space moves it). A space shows as
 * ␣ and is named «فاصله».
 */
export function LetterTile({ letter, onTap, inAnswer = false }: LetterTileProps) {
  const isSpace = letter.trim() === "";
  return (
    <button
      type="button"
      lang="de"
      aria-label={isSpace ? fa.studySpace : undefined}
      onClick={onTap}
      className={cx(
        "inline-flex h-12 min-w-11 items-center justify-center rounded-xl border-2 px-2",
        "font-latin text-2xl font-semibold shadow-sm transition-colors select-none",
        inAnswer
          ? "border-primary-700 bg-primary-800 text-white hover:bg-primary-900"
          : "border-neutral-300 bg-white text-neutral-900 hover:border-primary-400 hover:bg-primary-50",
      )}
    >
      {isSpace ? "␣" : letter}
    </button>
  );
}
