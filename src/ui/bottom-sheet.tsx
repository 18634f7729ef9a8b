import { useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { cx } from "./cx";
import { useModal } from "./use-modal";

export type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  /** Names the sheet; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/** A modal sheet that rises from the bottom edge (the app menu); behaves like Dialog. */
export function BottomSheet({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  initialFocusRef,
  className,
}: BottomSheetProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, backdropProps } = useModal({ open, onClose, panelRef, initialFocusRef });
  if (!open) return null;

  return createPortal(
    <div
      data-modal-layer=""
      className="fixed inset-0 z-50 flex animate-fade-in flex-col justify-end bg-neutral-950/50"
      {...backdropProps}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          "mx-auto max-h-[85dvh] w-full max-w-lg animate-sheet-in overflow-y-auto rounded-t-3xl bg-white px-4 pt-2 pb-safe shadow-2xl outline-hidden",
          className,
        )}
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-neutral-300" />
        <h2 id={titleId} className={hideTitle ? "sr-only" : "px-2 pb-2 text-lg font-bold text-neutral-900"}>
          {title}
        </h2>
        <div className="pb-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
