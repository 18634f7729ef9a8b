import { matchPath } from "react-router";
import { earlyAskTable } from "../data/api/early-ask-table";
import { deviceModule, holdDeviceUntil } from "../data/db/device";
import { paintedFromHand } from "../data/learning/painted-from-hand";
import { afterNextPaint, afterPresented } from "./after-presented";
import { COURSE_SCREEN, HOME_SCREEN, LESSON_SCREEN, STUDY_SCREEN } from "../shared/device-screens";

/** What the hold reads of the app's router (React Router's data router). */
interface RouterState {
  initialized: boolean;
  location: { pathname: string };
}
export interface StartingRouter {
  readonly basename: string | undefined;
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** The screens that paint from the answers in hand on a new device (decision 048). */
const FROM_HAND = [HOME_SCREEN, COURSE_SCREEN, LESSON_SCREEN, STUDY_SCREEN];

/** Whether the router's first screen is one of them (its state's pathname holds the basename). */
function paintsFromHand(router: StartingRouter, pathname: string): boolean {
  const base = (router.basename ?? "/").replace(/\/$/, "");
  const path =
    pathname.startsWith(`${base}/`) || pathname === base ? pathname.slice(base.length) || "/" : pathname;
  return FROM_HAND.some((screen) => matchPath(`/${screen.pattern}`, path) !== null);
}

/** Nothing the device does waits longer than this for the first paint (a hold is an order, not a gate). */
export const DEVICE_HOLD_MAX_MS = 10_000;

/** The router's state once its first navigation has loaded its routes (the first screen's code). */
function initialized(router: StartingRouter): Promise<RouterState> {
  if (router.state.initialized) return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(state);
    });
  });
}

/**
 * When the device's database code (Dexie, about 29 kB gzip, and what stores answers) loads, for the
 * first screen's sake (decision 049):
 *
 * - on a new device whose page asked its first screen's answers before the app ran (decision 043),
 *   and whose first screen paints from them (home, a course, a lesson, a word card: decision 048), after that
 *   paint: once the screen has committed what its answers give and the frame that shows it has been
 *   shown (after-presented.ts), or, when they gave it nothing, once the frame after has been painted.
 *   Until then it shares the link and the main thread with none of them. On another first screen,
 *   once the screen's code is in.
 * - on a learner's device that asked nothing (it holds answers), now: its first screen paints from
 *   the database, and the page's first script has preloaded the code beside the frame's, so the
 *   screen's first queries find it loaded.
 * - for a guest (`signedIn` false), not at all.
 */
export function startDeviceForFirstPaint(router: Promise<StartingRouter>, signedIn: boolean): void {
  const asks = earlyAskTable();
  if (!asks || Object.keys(asks).length === 0) {
    if (signedIn) deviceModule().catch(() => undefined);
    return;
  }
  holdDeviceUntil(
    router.then(async (started) => {
      const state = await initialized(started);
      if (!paintsFromHand(started, state.location.pathname)) return;
      const paint = await paintedFromHand;
      if (paint.drawn) await afterPresented(paint.at);
      else await afterNextPaint();
    }),
    DEVICE_HOLD_MAX_MS,
  );
}
