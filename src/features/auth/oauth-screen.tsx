import { type LoaderFunctionArgs, redirect } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { signIn } from "../../data/session/session-store";
import { FullScreenLoading } from "../../ui/full-screen-loading";

/**
 * The provider returns here: the query string goes to GET /auth/oauth; a token signs in, else the
 * login page says that it failed (`?oauth_error=failed`).
 */
export async function oauthLoader({ request }: LoaderFunctionArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    const answer = await (await loadApi()).oauthCallback(query);
    signIn(answer.access_token);
    return redirect("/");
  } catch {
    return redirect("/auth/login?oauth_error=failed");
  }
}

export function OauthScreen() {
  return <FullScreenLoading />;
}
