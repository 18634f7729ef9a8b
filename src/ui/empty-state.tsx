import type { ReactNode } from "react";
import { cx } from "./cx";
import { Icon } from "./icon";

export type EmptyStateProps = {
  /** Defaults to an empty-tray icon. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link, e.g. <ButtonLink to="/">…</ButtonLink>. */
  action?: ReactNode;
  className?: string;
};

/** A centred message for a list or screen with nothing to show. */
export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <section className={cx("flex flex-col items-center gap-3 px-6 py-10 text-center", className)}>
      <div className="flex size-16 items-center justify-center rounded-full bg-neutral-100 text-primary-800">
        {icon ?? <Icon name="inbox" className="size-8" />}
      </div>
      <h2 className="text-lg font-bold text-neutral-900">{title}</h2>
      {text && <p className="max-w-sm text-neutral-600">{text}</p>}
      {action && <div className="mt-2 flex w-full max-w-xs flex-col gap-2">{action}</div>}
    </section>
  );
}
