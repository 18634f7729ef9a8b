import { Link } from "react-router";
import { fa } from "../../i18n/fa";
import { Countdown } from "../../ui/countdown";
import type { ResendTimer } from "./use-resend-timer";

export interface CodeResendRowProps {
  timer: ResendTimer;
  onResend: () => void;
  /** Also off while the screen is busy with the code itself. */
  disabled?: boolean;
  /** Where «تغییر شماره موبایل» leads: the screen that asked for the mobile. */
  changeMobileTo: string;
}

/** Under the code boxes: the resend countdown, then the resend button; and a way back to change the mobile. */
export function CodeResendRow({ timer, onResend, disabled = false, changeMobileTo }: CodeResendRowProps) {
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 text-sm">
      {timer.canResend ? (
        <button
          type="button"
          onClick={onResend}
          disabled={timer.resending || disabled}
          className="min-h-11 rounded-lg px-1 font-medium text-primary-700 disabled:opacity-50"
        >
          {fa.resendCode}
        </button>
      ) : (
        <span className="text-neutral-600">
          {fa.resendCode} <Countdown deadline={timer.deadline} onDone={timer.expire} />
        </span>
      )}
      <Link
        to={changeMobileTo}
        className="inline-flex min-h-11 items-center rounded-lg px-1 font-medium text-neutral-700"
      >
        {fa.changeMobile}
      </Link>
    </div>
  );
}
