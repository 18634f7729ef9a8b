import type { RefObject } from "react";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";

const KEYS = ["ä", "ö", "ü", "ß"] as const;

/** `text` put in place of the selection [start, end) of `value`; the caret goes after it. */
export function insertAt(value: string, start: number, end: number, text: string) {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/**
 * ä ö ü ß for keyboards without them: each key types its letter at the caret of `input` (replacing a
 * selection) and keeps the focus there, so the phone's keyboard stays open.
 */
export function UmlautKeys({
  input,
  onChange,
}: {
  input: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  const type = (letter: string) => {
    const field = input.current;
    if (!field) return;
    const { value, caret } = insertAt(
      field.value,
      field.selectionStart ?? field.value.length,
      field.selectionEnd ?? field.value.length,
      letter,
    );
    onChange(value);
    // After React has written the new value, put the caret back after the letter.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(caret, caret);
    });
  };
  return (
    <div role="group" aria-label={fa.studyUmlautKeys} dir="ltr" className="flex justify-center gap-2">
      {KEYS.map((letter) => (
        <button
          key={letter}
          type="button"
          lang="de"
          aria-label={format(fa.studyTypeLetter, { letter })}
          // Keeps the focus (and the caret) in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => type(letter)}
          className="flex size-11 items-center justify-center rounded-xl bg-white text-xl font-medium ring-1 ring-neutral-300 active:bg-primary-50"
        >
          {letter}
        </button>
      ))}
    </div>
  );
}
