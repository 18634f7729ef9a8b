import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { cx } from "../../ui/cx";

/** One colour per pair (never green or red, which mean right and wrong after checking). */
const PAIR_COLOURS = [
  { badge: "bg-sky-600", item: "border-sky-600 bg-sky-50" },
  { badge: "bg-violet-600", item: "border-violet-600 bg-violet-50" },
  { badge: "bg-amber-600", item: "border-amber-600 bg-amber-50" },
  { badge: "bg-pink-600", item: "border-pink-600 bg-pink-50" },
  { badge: "bg-teal-700", item: "border-teal-700 bg-teal-50" },
  { badge: "bg-indigo-600", item: "border-indigo-600 bg-indigo-50" },
  { badge: "bg-orange-600", item: "border-orange-600 bg-orange-50" },
  { badge: "bg-fuchsia-700", item: "border-fuchsia-700 bg-fuchsia-50" },
] as const;

export type PairItemProps = {
  text: string;
  german?: boolean;
  /** 1-based number of the pair this item belongs to, or null. */
  pair: number | null;
  selected: boolean;
  disabled: boolean;
  onTap: () => void;
};

/**
 * One item of a pluggable question. A paired item carries its pair's number and colour on both
 * sides; the item picked and waiting for its partner is pressed (a thick ring).
 */
export function PairItem({ text, german = false, pair, selected, disabled, onTap }: PairItemProps) {
  const colour = pair === null ? null : PAIR_COLOURS[(pair - 1) % PAIR_COLOURS.length];
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onTap}
      data-pair={pair ?? undefined}
      className={cx(
        "flex min-h-12 w-full items-center gap-2 rounded-xl border-2 px-3 py-2 font-medium shadow-sm transition-colors",
        "disabled:opacity-70",
        colour ? colour.item : "border-neutral-300 bg-white hover:border-primary-400 hover:bg-primary-50",
        selected && "border-primary-800 bg-primary-100 ring-4 ring-primary-300",
      )}
    >
      <span {...(german ? { dir: "ltr", lang: "de" } : { dir: "rtl" })} className="flex-1 text-center">
        {text}
      </span>
      {colour && pair !== null ? (
        <span
          className={cx(
            "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white",
            colour.badge,
          )}
        >
          <span aria-hidden="true">{toPersianDigits(pair)}</span>
          <span className="sr-only">{format(fa.examPair, { n: toPersianDigits(pair) })}</span>
        </span>
      ) : null}
    </button>
  );
}
