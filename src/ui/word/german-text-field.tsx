import { useRef } from "react";
import { TextField } from "../text-field";
import { UmlautKeys } from "./umlaut-keys";

export type GermanTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** The ä ö ü ß keys under the field (off where no German letters are typed, e.g. an article). */
  umlautKeys?: boolean;
};

/**
 * A German answer typed by the learner (word study's steps, review's typed cards): left to right,
 * no capitalising, correcting or suggesting by the phone's keyboard, focused on arrival, with the
 * ä ö ü ß keys for keyboards that lack them.
 */
export function GermanTextField({
  label,
  value,
  onChange,
  maxLength,
  umlautKeys = true,
}: GermanTextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => onChange(maxLength === undefined ? next : next.slice(0, maxLength));
  return (
    <>
      <TextField
        ref={input}
        label={label}
        value={value}
        onChange={(event) => change(event.target.value)}
        maxLength={maxLength}
        dir="ltr"
        lang="de"
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        autoFocus
      />
      {umlautKeys ? <UmlautKeys input={input} onChange={change} /> : null}
    </>
  );
}
