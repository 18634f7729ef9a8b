import type { ReactNode, RefObject } from "react";
import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { IconButton } from "./icon-button";
import { ModalLayer } from "./modal-layer";

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
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      layerClassName="items-center justify-center p-4"
      panelClassName={cx(
        "flex max-h-[calc(100dvh-2rem)] w-full max-w-md animate-dialog-in flex-col rounded-2xl p-5 shadow-xl",
        className,
      )}
    >
      {(titleId) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="pt-2 text-lg font-bold text-neutral-900">
              {title}
            </h2>
            <IconButton icon="close" label={fa.close} onClick={onClose} className="-me-2 -mt-1" />
          </div>
          {children && <div className="mt-2 text-neutral-700">{children}</div>}
          {actions && <div className="mt-6 flex flex-col gap-2">{actions}</div>}
        </>
      )}
    </ModalLayer>
  );
}
