import { useEffect } from "react";

let note: () => void = () => undefined;

/**
 * Resolves once the first screen that paints from the answers in hand (decision 048) has committed
 * what they give, or has found that it has nothing to paint from them. The device's database code
 * waits for it on a new device (src/app/device-hold.ts, decision 049). Once for the page.
 */
export const paintedFromHand = new Promise<void>((resolve) => (note = resolve));

/** The screen has nothing (more) to paint from the answers in hand. */
export function notePaintedFromHand(): void {
  note();
}

/** Notes it once `settled` is true, after the commit that shows what the answers gave. */
export function useNotePaintedFromHand(settled: boolean): void {
  useEffect(() => {
    if (settled) note();
  }, [settled]);
}
