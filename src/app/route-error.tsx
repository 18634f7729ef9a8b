import { isRouteErrorResponse, Link, Navigate, useRouteError } from "react-router";
import { toAppError } from "../data/app-error";
import { errorText } from "../data/api/error-text";
import { fa } from "../i18n/fa";

/**
 * A route's error: a 404 goes home (product-spec.md section 2); a 400 from a loader shows its
 * text (section 8); anything else the error-text rule, with a way back.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/" replace />;
  if (toAppError(error).code === "not-found") return <Navigate to="/" replace />;
  const message = isRouteErrorResponse(error) ? String(error.data) : errorText(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      role="alert"
    >
      <h1 className="text-xl font-bold">{fa.errorPageTitle}</h1>
      {status ? (
        <p className="text-sm text-neutral-500" dir="ltr">
          {status}
        </p>
      ) : null}
      <p className="text-neutral-700" dir="auto">
        {message}
      </p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-2xl bg-primary-800 px-5 font-medium text-white"
      >
        {fa.backToHome}
      </Link>
    </main>
  );
}
