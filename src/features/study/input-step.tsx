import { useId, useRef } from "react";
import { fa } from "../../i18n/fa";
import { TextField } from "../../ui";
import { UmlautKeys } from "../../ui/word/umlaut-keys";

export type InputStepProps = {
  meaning: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The "input" step: type the German word, without the keyboard's corrections getting in the way,
 * with ä ö ü ß keys for keyboards that lack them.
 */
export function InputStep({ meaning, value, onChange }: InputStepProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {fa.studyInputTitle}
      </h2>
      <p className="text-center text-2xl font-medium">{meaning}</p>
      <TextField
        ref={input}
        label={fa.studyInputLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        dir="ltr"
        lang="de"
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        autoFocus
      />
      <UmlautKeys input={input} onChange={onChange} />
    </section>
  );
}
