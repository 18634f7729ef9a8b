import type { Id } from "react-toastify";
import { toastIdOf } from "./toast-instances";
import { withToastify } from "./toast-library";

/**
 * Which screen each toast belongs to, so leaving a screen dismisses its toasts (issue 14 item 6: a
 * «این فیلد الزامی است» raised on one screen must not greet the learner on the next one).
 *
 * A toast belongs to the screen shown when it is raised, and goes when that screen is left (a new
 * path; the same path with other search or state is the same screen). A toast meant for the screen
 * a move is about to show («رمز عبور تغییر کرد», then off to the login) is raised with
 * `notify.forNextScreen.*`: it survives the next change of screen and then belongs to that screen;
 * a move that ends on the same screen (a form answered with an error) makes it this screen's.
 * A toast raised once a move has landed (`await navigate(…); notify…`) is the new screen's anyway.
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
/** Raised for the screen the next move will show. */
let forNext = new Set<Id>();

/** Files a toast under the screen shown now, or (`forNextScreen`) under the next one; returns its id. */
export function belongToScreen(id: Id, forNextScreen = false): Id {
  onScreen.delete(id);
  forNext.delete(id);
  (forNextScreen ? forNext : onScreen).add(id);
  return id;
}

/** Dismisses a screen's toasts when the router leaves it. Call once per router; returns the unsubscribe. */
export function followScreens(router: ScreenRouter): () => void {
  let pathname = router.state.location.pathname;
  let navigating = router.state.navigation.state !== "idle";
  return router.subscribe((state) => {
    const wasNavigating = navigating;
    navigating = state.navigation.state !== "idle";
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      const left = [...onScreen];
      onScreen = forNext;
      forNext = new Set();
      if (left.length > 0) withToastify(({ toast }) => left.forEach((id) => toast.dismiss(toastIdOf(id))));
    } else if (wasNavigating && !navigating && forNext.size > 0) {
      // The move stayed on this screen (a form answered with an error): its toasts are this screen's.
      for (const id of forNext) onScreen.add(id);
      forNext = new Set();
    }
  });
}
