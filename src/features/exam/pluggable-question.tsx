import { useId, useState } from "react";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { PairItem } from "./pair-item";
import { allPaired, emptyPairing, leftOf, matchedItems, tapItem } from "./pairs";
import { PluggableResult } from "./pluggable-result";
import type { QuestionProps } from "./question-props";
import { QuestionHeading } from "./question-heading";

/**
 * A pluggable question (any other type): German left items and Persian right items (shuffled). Tap
 * one item, then one of the other column, to pair them; tapping a paired item unpairs it.
 * «Überprüfung» sends, for each left item in its order, its right item, once every left item has one.
 * The columns are laid out left to right (German on the left) whatever the page direction.
 */
export function PluggableQuestion({ question, checked, sending, onSubmit }: QuestionProps) {
  const left = question.answers;
  const right = question.answer;
  const [pairing, setPairing] = useState(() => emptyPairing(left.length));
  const hintId = useId();
  const blocked = sending !== null;

  if (checked) return <PluggableResult question={question} checked={checked} />;

  const { pairs, selected } = pairing;
  const isSelected = (side: "left" | "right", index: number) =>
    selected?.side === side && selected.index === index;
  const tap = (side: "left" | "right", index: number) => setPairing((p) => tapItem(p, side, index));

  return (
    <section className="flex flex-col gap-4" aria-describedby={hintId}>
      <QuestionHeading text={question.question} />
      <p id={hintId} className="text-sm text-neutral-600">
        {fa.examPairHint}
      </p>
      <div dir="ltr" className="grid grid-cols-2 gap-3">
        <ul aria-label={fa.examLeftItems} className="flex flex-col gap-2">
          {left.map((text, i) => {
            const r = pairs[i];
            return (
              <li key={i}>
                <PairItem
                  german
                  text={text}
                  pair={r == null ? null : i + 1}
                  selected={isSelected("left", i)}
                  disabled={blocked}
                  onTap={() => tap("left", i)}
                />
              </li>
            );
          })}
        </ul>
        <ul aria-label={fa.examRightItems} className="flex flex-col gap-2">
          {right.map((text, i) => {
            const l = leftOf(pairs, i);
            return (
              <li key={i}>
                <PairItem
                  text={text}
                  pair={l >= 0 ? l + 1 : null}
                  selected={isSelected("right", i)}
                  disabled={blocked}
                  onTap={() => tap("right", i)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <Button
        lang="de"
        size="lg"
        fullWidth
        disabled={!allPaired(pairs)}
        loading={blocked}
        onClick={() => onSubmit(matchedItems(pairs, right))}
      >
        {fa.check}
      </Button>
    </section>
  );
}
