import { cx } from "../../ui/cx";

export type SortItemProps = {
  text: string;
  placed?: boolean;
  disabled: boolean;
  onTap: () => void;
};

/** One German item of a sortable question: a real button (tap, Enter or Space moves it). */
export function SortItem({ text, placed = false, disabled, onTap }: SortItemProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      dir="ltr"
      lang="de"
      onClick={onTap}
      className={cx(
        "inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border-2 px-3 py-1",
        "text-lg font-semibold shadow-sm transition-colors select-none",
        "disabled:cursor-default disabled:opacity-70",
        placed
          ? "border-primary-700 bg-primary-800 text-white hover:bg-primary-900"
          : "border-neutral-300 bg-white text-neutral-900 hover:border-primary-400 hover:bg-primary-50",
      )}
    >
      {text}
    </button>
  );
}
