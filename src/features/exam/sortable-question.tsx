import { useId, useState } from "react";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import type { QuestionProps } from "./question-props";
import { QuestionHeading } from "./question-heading";
import { allFilled, emptySlots, orderedItems, placeNext, takeBack } from "./slots";
import { SortableResult } from "./sortable-result";
import { SortItem } from "./sort-item";

/**
 * QUESTION_TYPE_SORTABLE: the learner puts the shuffled items into the slots (labelled by the
 * question's `answer`, which may be empty): tap an item to fill the next empty slot, tap a placed
 * one to take it back (Enter or Space do the same); that reaches every order, so there is no drag.
 * «Überprüfung» sends the items in the slots' order once every slot is filled.
 */
export function SortableQuestion({ question, checked, sending, onSubmit }: QuestionProps) {
  const items = question.answers;
  const [slots, setSlots] = useState(() => emptySlots(items.length));
  const hintId = useId();
  const blocked = sending !== null;

  if (checked) return <SortableResult question={question} checked={checked} />;

  const placed = new Set(slots);

  return (
    <section className="flex flex-col gap-4" aria-describedby={hintId}>
      <QuestionHeading text={question.question} />
      <p id={hintId} className="text-sm text-neutral-600">
        {fa.examSortHint}
      </p>

      <ol aria-label={fa.examSortSlots} dir="ltr" className="flex flex-wrap justify-center gap-2">
        {slots.map((item, slot) => {
          const label = question.answer[slot] ?? "";
          return (
            <li key={slot} data-slot={slot} className="flex flex-col items-center gap-1">
              {label.trim() !== "" ? (
                <span dir="auto" className="text-xs text-neutral-600">
                  {label}
                </span>
              ) : null}
              {item === null ? (
                <span className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-xl border-2 border-dashed border-primary-300 bg-primary-50 px-2 text-sm text-primary-700">
                  <span aria-hidden="true">{toPersianDigits(slot + 1)}</span>
                  <span className="sr-only">
                    {format(fa.examEmptySlot, { n: toPersianDigits(slot + 1) })}
                  </span>
                </span>
              ) : (
                <SortItem
                  placed
                  text={items[item] ?? ""}
                  disabled={blocked}
                  onTap={() => setSlots((current) => takeBack(current, item))}
                />
              )}
            </li>
          );
        })}
      </ol>

      <div
        role="group"
        aria-label={fa.examSortItems}
        dir="ltr"
        className="flex min-h-16 flex-wrap items-center justify-center gap-2 rounded-2xl bg-neutral-100 p-3"
      >
        {items.map((text, item) =>
          placed.has(item) ? (
            <span
              key={item}
              aria-hidden="true"
              className="inline-block min-h-11 min-w-11 rounded-xl border-2 border-dashed border-neutral-300"
            />
          ) : (
            <SortItem
              key={item}
              text={text}
              disabled={blocked}
              onTap={() => setSlots((current) => placeNext(current, item))}
            />
          ),
        )}
      </div>

      <Button
        lang="de"
        size="lg"
        fullWidth
        disabled={!allFilled(slots)}
        loading={blocked}
        onClick={() => onSubmit(orderedItems(slots, items))}
      >
        {fa.check}
      </Button>
    </section>
  );
}
