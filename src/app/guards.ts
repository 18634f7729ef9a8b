import { type MiddlewareFunction, redirect } from "react-router";
import { hasBothNames } from "../data/session/claims";
import { checkSession, sessionStore } from "../data/session/session-store";
import { safeRedirectPath } from "../domain/safe-redirect";

const BASENAME = "/v1";

/** The path inside the app (without /v1) of a request, with its query string. */
function appPath(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || "/" : url.pathname;
  return `${path}${url.search}`;
}

/**
 * Root: the session is settled once before any screen renders. With a usable stored token this is
 * immediate (signed in from its claims, the check runs in the background); only without one does
 * the full-screen loading view wait for the check, which has its own timeout (decision 010).
 */
export const sessionMiddleware: MiddlewareFunction = async () => {
  await checkSession();
};

/** Guest-only pages send a signed-in user to /. */
export const guestOnly: MiddlewareFunction = () => {
  if (sessionStore.get().status === "signed-in") throw redirect("/");
};

/** Signed-in pages send a guest to /auth/login?redirect=<the path they wanted>. */
export const signedInOnly: MiddlewareFunction = ({ request }) => {
  if (sessionStore.get().status !== "signed-in") {
    const wanted = safeRedirectPath(appPath(request));
    throw redirect(wanted === "/" ? "/auth/login" : `/auth/login?redirect=${encodeURIComponent(wanted)}`);
  }
};

/** A signed-in user without both names is forced to complete the profile. */
export const namesRequired: MiddlewareFunction = () => {
  const { user } = sessionStore.get();
  if (user && !hasBothNames(user)) throw redirect("/auth/completeAuth");
};

/** Sign-up and profile-step screens send a user who already has both names to /. */
export const profileStepOnly: MiddlewareFunction = () => {
  const { user } = sessionStore.get();
  if (user && hasBothNames(user)) throw redirect("/");
};
