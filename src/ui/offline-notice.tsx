import type { To } from "react-router";
import { fa } from "../i18n/fa";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { cx } from "./cx";
import { EmptyState } from "./empty-state";
import { Icon } from "./icon";

export type OfflineNoticeProps = {
  /** Shows «تلاش دوباره». */
  onRetry?: () => void;
  /** Shows «بازگشت» as a link. */
  backTo?: To;
  className?: string;
};

/** The card an online-only screen (exams, cart, payment, profile) shows without a connection. */
export function OfflineNotice({ onRetry, backTo, className }: OfflineNoticeProps) {
  const actions =
    onRetry || backTo !== undefined ? (
      <>
        {onRetry && <Button onClick={onRetry}>{fa.retry}</Button>}
        {backTo !== undefined && (
          <ButtonLink to={backTo} variant="outline">
            {fa.back}
          </ButtonLink>
        )}
      </>
    ) : undefined;

  return (
    <div className={cx("rounded-2xl border border-warning-200 bg-white shadow-sm", className)}>
      <EmptyState
        icon={<Icon name="offline" className="size-8 text-warning-700" />}
        title={fa.offlineTitle}
        text={fa.offlineText}
        action={actions}
      />
    </div>
  );
}
