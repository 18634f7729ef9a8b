import { type LoaderFunctionArgs, redirect } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { signIn } from "../../data/session/session-store";
import { fa } from "../../i18n/fa";
import { FullScreenLoading } from "../../ui/full-screen-loading";
import { notify } from "../../ui/toasts";

/** The provider returns here: the query string goes to GET /auth/oauth; a token signs in, else login. */
export async function oauthLoader({ request }: LoaderFunctionArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    const answer = await (await loadApi()).oauthCallback(query);
    signIn(answer.access_token);
    return redirect("/");
  } catch {
    notify.error(fa.oauthFailed);
    return redirect("/auth/login");
  }
}

export function OauthScreen() {
  return <FullScreenLoading />;
}
