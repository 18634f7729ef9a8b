import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from "react";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

/** The elements inside `root` that Tab can reach, in order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert],[hidden],[aria-hidden='true']"),
  );
}

export type ModalOptions = {
  open: boolean;
  onClose: () => void;
  /** The element with role="dialog"; it must be inside an element marked `data-modal-layer`. */
  panelRef: RefObject<HTMLElement | null>;
  /** What gets focus on open; else the first tabbable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * The behaviour shared by Dialog and BottomSheet: focus moves in on open and back to the opener
 * on close, Tab and Shift+Tab cycle inside, Escape and a backdrop click close, the rest of the
 * page is inert and does not scroll meanwhile. Nested modals work (the inner one wins).
 */
export function useModal({ open, onClose, panelRef, initialFocusRef }: ModalOptions) {
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = panel.closest<HTMLElement>("[data-modal-layer]") ?? panel;

    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && !el.contains(layer) && !el.hasAttribute("inert"),
    );
    madeInert.forEach((el) => el.setAttribute("inert", ""));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    (initialFocusRef?.current ?? tabbables(panel)[0] ?? panel).focus();

    return () => {
      madeInert.forEach((el) => el.removeAttribute("inert"));
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef, initialFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.defaultPrevented) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    event.stopPropagation();
    const items = tabbables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && items.includes(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  // Closes only when the press started and ended on the backdrop itself (not a text selection
  // dragged out of the panel).
  const backdropProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      pressedOnBackdrop.current = false;
    },
  };

  return { onKeyDown, backdropProps };
}
