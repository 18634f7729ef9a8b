import { useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { IconButton } from "./icon-button";
import { useModal } from "./use-modal";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The visible title; it also names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. "buy course" and "close". */
  actions?: ReactNode;
  /** What gets focus on open (default: the first focusable element, the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/** A centred modal dialog, rendered in a portal on document.body. */
export function Dialog({ open, onClose, title, children, actions, initialFocusRef, className }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, backdropProps } = useModal({ open, onClose, panelRef, initialFocusRef });
  if (!open) return null;

  return createPortal(
    <div
      data-modal-layer=""
      className="fixed inset-0 z-50 flex animate-fade-in items-center justify-center bg-neutral-950/50 p-4"
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
          "flex max-h-[calc(100dvh-2rem)] w-full max-w-md animate-dialog-in flex-col overflow-y-auto rounded-2xl bg-white p-5 shadow-xl outline-hidden",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="pt-2 text-lg font-bold text-neutral-900">
            {title}
          </h2>
          <IconButton icon="close" label={fa.close} onClick={onClose} className="-me-2 -mt-1" />
        </div>
        {children && <div className="mt-2 text-neutral-700">{children}</div>}
        {actions && <div className="mt-6 flex flex-col gap-2">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
