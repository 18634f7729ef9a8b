import type { Id } from "react-toastify";
import { withToastify } from "./toast-library";

/**
 * Which screen each toast belongs to, so leaving a screen dismisses its toasts (issue 14 item 6: a
 * «این فیلد الزامی است» raised on one screen must not greet the learner on the next one).
 *
 * A toast belongs to the screen being navigated to, and survives the move, when it is raised
 *  - while a navigation is under way (an action's «رمز عبور تغییر کرد» before its redirect), or
 *  - in the same task that starts the navigation (`notify.success(…); navigate(…)`), or
 *  - after the navigation has landed (`await navigate(…); notify…`, the saved-word undo).
 * Every other toast belongs to the screen shown when it was raised, and goes when that screen is left
 * (a new path; the same path with other search or state is the same screen).
 */

/** The part of a React Router data router this needs (`router.state`, `router.subscribe`). */
export interface ScreenRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
interface RouterState {
  location: { pathname: string };
  navigation: { state: string };
}

/** Raised by the screen shown now. */
let onScreen = new Set<Id>();
/** Raised for the screen a navigation under way will show. */
let forNext = new Set<Id>();
/** Raised in the current task with no navigation under way: for the next screen if one starts now. */
const fresh = new Set<Id>();
let freshTimer: ReturnType<typeof setTimeout> | null = null;
let navigating = false;

/** Files a toast under the screen it belongs to; returns its id. */
export function belongToScreen(id: Id): Id {
  onScreen.delete(id);
  forNext.delete(id);
  if (navigating) {
    forNext.add(id);
    return id;
  }
  onScreen.add(id);
  fresh.add(id);
  // The task is over once a timer can run: a navigation started later is not what this toast announced.
  freshTimer ??= setTimeout(() => {
    fresh.clear();
    freshTimer = null;
  }, 0);
  return id;
}

function carryFreshToNext(): void {
  for (const id of fresh) if (onScreen.delete(id)) forNext.add(id);
  fresh.clear();
}

/** Dismisses a screen's toasts when the router leaves it. Call once per router; returns the unsubscribe. */
export function followScreens(router: ScreenRouter): () => void {
  let pathname = router.state.location.pathname;
  navigating = router.state.navigation.state !== "idle";
  return router.subscribe((state) => {
    const nowNavigating = state.navigation.state !== "idle";
    if (nowNavigating && !navigating) carryFreshToNext();
    navigating = nowNavigating;
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      // A navigation with nothing to load lands without ever being under way.
      carryFreshToNext();
      const left = [...onScreen];
      onScreen = forNext;
      forNext = new Set();
      if (left.length > 0) withToastify(({ toast }) => left.forEach((id) => toast.dismiss(id)));
    } else if (!nowNavigating && forNext.size > 0) {
      // The navigation stayed on this screen (a form answered with an error): its toasts are this screen's.
      for (const id of forNext) onScreen.add(id);
      forNext = new Set();
    }
  });
}
