import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { OauthError } from "../../contract/auth";
import { fa } from "../../i18n/fa";
import { leaveAppFor } from "../../data/api/leave-app";

const MESSAGES: Record<OauthError, string> = {
  unavailable: fa.oauthUnavailable,
  failed: fa.oauthFailedRetry,
};

// The contract's values are this table's keys (a type-only import: the login page loads no zod).
const isOauthError = (value: string | null): value is OauthError =>
  value !== null && Object.hasOwn(MESSAGES, value);

/** Why a sign-in with Google came back here (`?oauth_error=`), as a Persian message. */
export function OauthErrorNotice() {
  const [search] = useSearchParams();
  const error = search.get("oauth_error");
  if (!isOauthError(error)) return null;
  return (
    <p role="alert" className="mb-4 rounded-2xl bg-error-50 p-3 text-sm leading-7 text-error-800">
      {MESSAGES[error]}
    </p>
  );
}

/**
 * The Google button, shown only once the server says (GET /auth/methods, no token) that sign-in with
 * its identity provider is configured; without an answer (offline, an older server) it stays hidden.
 */
export function GoogleSignInButton() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    // After the first paint, over fetch: the API client (axios and every endpoint's schema) is not
    // part of the login page's first bytes, and building it cost a throttled phone a long task.
    import("../../data/api/fetch-answer")
      .then(({ fetchAnswer }) => fetchAnswer("authMethods"))
      .then(
        (answer) => live && answer.changed && setAvailable(answer.data.oidc),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => leaveAppFor("/auth/oauth/redirect")}
      className="flex min-h-11 items-center justify-center gap-2 rounded-2xl border border-neutral-300 bg-white px-4 font-medium text-neutral-800"
    >
      <GoogleMark />
      {fa.signInWithGoogle}
    </button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
