import type { DragEvent } from "react";
import { fa } from "../../i18n/fa";
import { cx } from "../../ui";

export type LetterTileProps = {
  letter: string;
  onTap: () => void;
  onDragStart: () => void;
  onDropOn?: () => void;
  inAnswer?: boolean;
};

/**
 * One letter of the sorting step: a real button (tap, Enter or Space moves it) that can also be
 * dragged with a mouse (HTML5 drag and drop). A space shows as ␣ and is named «فاصله».
 */
export function LetterTile({ letter, onTap, onDragStart, onDropOn, inAnswer = false }: LetterTileProps) {
  const isSpace = letter.trim() === "";
  const onDrop = onDropOn
    ? (event: DragEvent) => {
        event.preventDefault();
        event.stopPropagation();
        onDropOn();
      }
    : undefined;
  return (
    <button
      type="button"
      draggable
      lang="de"
      aria-label={isSpace ? fa.studySpace : undefined}
      onClick={onTap}
      onDragStart={(event) => {
        event.dataTransfer?.setData("text/plain", letter);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragOver={onDrop ? (event) => event.preventDefault() : undefined}
      onDrop={onDrop}
      className={cx(
        "inline-flex h-12 min-w-11 cursor-grab items-center justify-center rounded-xl border-2 px-2",
        "font-latin text-2xl font-semibold shadow-sm transition-colors select-none active:cursor-grabbing",
        inAnswer
          ? "border-primary-700 bg-primary-800 text-white hover:bg-primary-900"
          : "border-neutral-300 bg-white text-neutral-900 hover:border-primary-400 hover:bg-primary-50",
      )}
    >
      {isSpace ? "␣" : letter}
    </button>
  );
}
