import { useId } from "react";
import { fa } from "../../i18n/fa";
import { GermanTextField } from "../../ui/word/german-text-field";

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
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {fa.studyInputTitle}
      </h2>
      <p className="text-center text-2xl font-medium">{meaning}</p>
      <GermanTextField label={fa.studyInputLabel} value={value} onChange={onChange} />
    </section>
  );
}
