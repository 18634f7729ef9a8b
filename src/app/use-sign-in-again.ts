import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { onSessionExpired } from "../data/session/session-store";
import { safeRedirectPath } from "../domain/safe-redirect";
import { fa } from "../i18n/fa";
import { notify } from "../ui/toasts";

/**
 * When the server refuses the session's token (any call, the outbox, the worker's replay), the
 * learner is told and taken to the login page, which brings them back here; every waiting change
 * stays on the device and goes out after they sign in again.
 */
export function useSignInAgain(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        notify.forNextScreen.error(fa.sessionExpired);
        const wanted = safeRedirectPath(`${pathname}${search}`);
        void navigate(wanted === "/" ? "/auth/login" : `/auth/login?redirect=${encodeURIComponent(wanted)}`, {
          replace: true,
        });
      }),
    [navigate, pathname, search],
  );
}
