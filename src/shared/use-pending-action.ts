import { useRef, useState } from "react";
import { describeError } from "../ui/describe-error";
import { notify } from "../ui/toasts";

export interface PendingActionOptions {
  /** A pending toast shown while it runs; it turns into the error toast on a failure. */
  pending?: { message: string; id: string };
  /** Without a pending toast: the id of the error toast, dismissed again when the action re-runs. */
  errorId?: string;
  /**
   * After a success: `release` (default) lets it run again; `lock` never runs it again; `hold` never
   * runs it again and stays busy (the page is leaving, e.g. for a payment gateway).
   */
  after?: "release" | "lock" | "hold";
  /** Called after the error toast, for what else a failure means (a reload on a conflict…). */
  onError?: (error: unknown) => void;
}

/**
 * One action a learner starts with a button: a second press while it runs is ignored (a ref, so even
 * two presses in one frame), `busy` says it is running, and a failure is an error toast (the action
 * can then be tried again). `act` answers what `run` answered, or undefined when it failed or was
 * ignored.
 */
export function usePendingAction<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  options: PendingActionOptions = {},
) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const { pending, errorId, after = "release", onError } = options;

  async function act(...args: A): Promise<R | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    if (errorId !== undefined) notify.dismiss(errorId);
    const toast = pending ? notify.pending(pending.message, { id: pending.id }) : null;
    let result: R;
    try {
      result = await run(...args);
    } catch (error) {
      if (toast) toast.error(describeError(error));
      else if (errorId !== undefined) notify.error(describeError(error), { id: errorId });
      else notify.error(describeError(error));
      running.current = false;
      setBusy(false);
      onError?.(error);
      return undefined;
    }
    toast?.dismiss();
    if (after === "release") running.current = false;
    if (after !== "hold") setBusy(false);
    return result;
  }

  return { act, busy };
}
