import type { ReactNode, RefObject } from "react";
import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { IconButton } from "./icon-button";
import { ModalLayer } from "./modal-layer";

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

/**
 * A modal sheet that rises from the bottom edge (the app menu); behaves like Dialog, with a close
 * button at its top corner (last in the tab order, so focus still opens on the first item).
 */
export function BottomSheet({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  initialFocusRef,
  className,
}: BottomSheetProps) {
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      layerClassName="flex-col justify-end"
      panelClassName={cx(
        "relative mx-auto max-h-[85dvh] w-full max-w-lg animate-sheet-in rounded-t-3xl px-4 pt-2 pb-safe shadow-2xl",
        className,
      )}
    >
      {(titleId) => (
        <>
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-neutral-300" />
          <h2 id={titleId} className={hideTitle ? "sr-only" : "px-2 pb-2 text-lg font-bold text-neutral-900"}>
            {title}
          </h2>
          <div className="pb-4">{children}</div>
          <IconButton icon="close" label={fa.close} onClick={onClose} className="absolute end-2 top-2" />
        </>
      )}
    </ModalLayer>
  );
}
