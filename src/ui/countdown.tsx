import { useEffect, useEffectEvent, useRef, useState } from "react";
import { formatCountdown } from "../domain/countdown";
import { toPersianDigits } from "../domain/digits";
import { cx } from "./cx";

export type CountdownProps = {
  /** When it ends, as epoch milliseconds (e.g. exam creation time + deadline). */
  deadline?: number;
  /** Or: seconds from when it mounts (the resend countdown). Ignored when `deadline` is given. */
  seconds?: number;
  /** Called once when it reaches zero (at once if the deadline has already passed). */
  onDone?: () => void;
  /** A hidden prefix for screen readers, e.g. fa.timeRemaining. */
  label?: string;
  className?: string;
};

/**
 * Remaining time as mm:ss (h:mm:ss with hours) in Persian digits. It reads the clock on every tick
 * and when the tab becomes visible again, so a throttled background tab still shows the right
 * time. To restart it (e.g. after a resend), change its `key` or `deadline`.
 */
export function Countdown({ deadline, seconds = 0, onDone, label, className }: CountdownProps) {
  const [mountedAt] = useState(() => Date.now());
  const end = deadline ?? mountedAt + seconds * 1000;
  const secondsLeft = () => Math.max(0, Math.ceil((end - Date.now()) / 1000));
  const [remaining, setRemaining] = useState(secondsLeft);

  // Read the clock as soon as the countdown is on screen (the deadline may have passed since its
  // first render), then wake up exactly when the shown second changes, not on a drifting interval.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = end - Date.now();
      setRemaining(Math.max(0, Math.ceil(left / 1000)));
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [end]);

  const fireDone = useEffectEvent(() => onDone?.());
  const doneFor = useRef<number | null>(null);
  useEffect(() => {
    if (remaining === 0 && doneFor.current !== end) {
      doneFor.current = end;
      fireDone();
    }
  }, [remaining, end]);

  const text = toPersianDigits(formatCountdown(remaining));
  // Screen readers hear whole minutes and the end, not every second.
  const announcement = remaining % 60 === 0 ? text : "";

  return (
    <span className={cx("inline-flex items-center", className)}>
      {label && <span className="sr-only">{label}: </span>}
      <span role="timer" dir="ltr" className="font-medium tabular-nums">
        {text}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </span>
  );
}
