import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { toPersianDigits } from "../domain/digits";
import { fa } from "../i18n/fa";
import { cx } from "./cx";
import { Icon } from "./icon";
import { IconButton } from "./icon-button";
import { Logo } from "./logo";

export type TopBarProps = {
  /** The learner's points; nothing is shown while unknown. */
  points?: number;
  /** A back link (shown instead of the menu button). */
  backTo?: To;
  /** Opens the menu sheet; shows the menu button when there is no `backTo`. */
  onMenu?: () => void;
  /** Whether the menu sheet is open (aria-expanded). */
  menuOpen?: boolean;
  /** A slot before the points, e.g. the offline / pending-sync indicator. */
  status?: ReactNode;
  className?: string;
};

/** The sticky top bar: back link or menu button at the start, the logo, then status and points. */
export function TopBar({ points, backTo, onMenu, menuOpen = false, status, className }: TopBarProps) {
  return (
    <header
      className={cx(
        "sticky top-0 z-30 border-b border-neutral-200 bg-white/95 pt-safe backdrop-blur",
        className,
      )}
    >
      <div className="mx-auto grid h-14 max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2">
        <div className="flex justify-start">
          {backTo !== undefined ? (
            <Link
              to={backTo}
              aria-label={fa.back}
              className="inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 active:bg-neutral-200"
            >
              <Icon name="arrowBack" />
            </Link>
          ) : onMenu ? (
            <IconButton
              icon="menu"
              label={fa.menu}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={onMenu}
            />
          ) : null}
        </div>
        <Logo size="sm" />
        <div className="flex items-center justify-end gap-2">
          {status}
          {points !== undefined && (
            <p className="flex items-center gap-1 rounded-full bg-warning-50 py-1 ps-2 pe-3 text-sm font-bold text-warning-900">
              <Icon name="star" className="size-5 text-warning-500" />
              <span className="sr-only">{fa.points}: </span>
              <span>{toPersianDigits(points)}</span>
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
