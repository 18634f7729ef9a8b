import type { ComponentProps } from "react";
import { cx } from "./cx";
import { Icon, type IconName } from "./icon";

export type IconButtonProps = Omit<ComponentProps<"button">, "children" | "aria-label"> & {
  icon: IconName;
  /** The accessible name (Persian, from fa.ts); the icon itself is hidden. */
  label: string;
};

/** A round 44 px button that shows only an icon. */
export function IconButton({ icon, label, type = "button", className, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 transition-colors",
        "hover:bg-neutral-100 active:bg-neutral-200 disabled:pointer-events-none disabled:opacity-50",
        className,
      )}
      {...rest}
    >
      <Icon name={icon} className="size-6" />
    </button>
  );
}
