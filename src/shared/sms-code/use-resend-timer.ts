import { useState } from "react";

/**
 * The countdown before a code can be sent again: it starts from the `seconds` the route was opened
 * with, and `restart` starts it again from the server's answer to a resend.
 */
export function useResendTimer(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [canResend, setCanResend] = useState(seconds <= 0);
  const [resending, setResending] = useState(false);

  function restart(next: number): void {
    setDeadline(Date.now() + next * 1000);
    setCanResend(next <= 0);
  }

  /** Runs one resend (ignored while one runs); `resending` says so while it does. */
  async function resend(send: () => Promise<void>): Promise<void> {
    if (resending) return;
    setResending(true);
    try {
      await send();
    } finally {
      setResending(false);
    }
  }

  return { deadline, canResend, resending, restart, resend, expire: () => setCanResend(true) };
}

export type ResendTimer = ReturnType<typeof useResendTimer>;
