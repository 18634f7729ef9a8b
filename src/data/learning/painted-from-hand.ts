import { useLayoutEffect } from "react";

/** What the first screen that paints from the answers in hand noted (decision 049). */
export interface PaintFromHand {
  /** Whether it committed something drawn from them (false: they gave it nothing to draw). */
  drawn: boolean;
  /** When it was noted (performance.now()): for a drawn screen, in its commit, before the frame shows it. */
  at: number;
}

let note: (paint: PaintFromHand) => void = () => undefined;

/**
 * Resolves once the first screen that paints from the answers in hand (decision 048) has committed
 * what they give, or has found that it has nothing to paint from them. The device's database code
 * waits for it on a new device (src/app/device-hold.ts, decision 049). Once for the page.
 */
export const paintedFromHand = new Promise<PaintFromHand>((resolve) => (note = resolve));

/** The screen has nothing (more) to paint from the answers in hand. */
export function notePaintedFromHand(): void {
  note({ drawn: false, at: performance.now() });
}

/**
 * Notes it once `settled` is true, in the commit that shows what the answers gave (a layout effect:
 * before the browser paints that commit, so `at` comes before the frame that shows it). `drawn`:
 * whether that commit holds something drawn from them.
 */
export function useNotePaintedFromHand(settled: boolean, drawn = true): void {
  useLayoutEffect(() => {
    if (settled) note({ drawn, at: performance.now() });
  }, [settled, drawn]);
}
