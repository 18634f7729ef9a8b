import { cx } from "../../ui";

export type SortItemProps = {
  text: string;
  placed?: boolean;
  disabled: boolean;
  onTap: () => void;
  onDragStart: () => void;
};

/** One German item of a sortable question: a real button (tap, Enter or Space moves it) that a mouse can drag. */
export function SortItem({ text, placed = false, disabled, onTap, onDragStart }: SortItemProps) {
  return (
    <button
      type="button"
      draggable={!disabled}
      disabled={disabled}
      dir="ltr"
      lang="de"
      onClick={onTap}
      onDragStart={(event) => {
        event.dataTransfer?.setData("text/plain", text);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      className={cx(
        "inline-flex min-h-11 min-w-11 cursor-grab items-center justify-center rounded-xl border-2 px-3 py-1",
        "text-lg font-semibold shadow-sm transition-colors select-none active:cursor-grabbing",
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
