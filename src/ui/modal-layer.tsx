import { useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { cx } from "./cx";
import { useModal } from "./use-modal";

export type ModalLayerProps = {
  open: boolean;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Where the panel sits on the dimmed backdrop (centred, or at the bottom edge). */
  layerClassName: string;
  panelClassName: string;
  /** The panel's content; its heading takes `titleId`, which names the dialog. */
  children: (titleId: string) => ReactNode;
};

/**
 * What Dialog and BottomSheet share: a portal on document.body, a dimmed backdrop that closes on a
 * press that starts on it, and a role="dialog" panel that traps focus and closes on Escape.
 */
export function ModalLayer({
  open,
  onClose,
  initialFocusRef,
  layerClassName,
  panelClassName,
  children,
}: ModalLayerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, backdropProps } = useModal({ open, onClose, panelRef, initialFocusRef });
  if (!open) return null;
  return createPortal(
    <div
      data-modal-layer=""
      className={cx("fixed inset-0 z-50 flex animate-fade-in bg-neutral-950/50", layerClassName)}
      {...backdropProps}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx("overflow-y-auto bg-white outline-hidden", panelClassName)}
      >
        {children(titleId)}
      </div>
    </div>,
    document.body,
  );
}
