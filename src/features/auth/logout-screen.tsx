import { redirect } from "react-router";
import { loadApi } from "../../data/api/load-api";
import { toAppError } from "../../data/app-error";
import { clearLocalUserData } from "../../data/session/local-data";
import { signOut } from "../../data/session/session-store";
import { describeError } from "../../ui/describe-error";
import { FullScreenLoading } from "../../ui/full-screen-loading";
import { notify } from "../../ui/toasts";

/**
 * Logout: revoke the token on the server, forget it here and clear what the next person must not
 * see; then the login page. A token the server already refuses (401) is as good as revoked. If the
 * server cannot be told (offline, 5xx), stay signed in and go home.
 */
export async function logoutLoader() {
  try {
    await (await loadApi()).logout();
  } catch (error) {
    if (toAppError(error).code !== "unauthorized") {
      notify.forNextScreen.error(describeError(error));
      return redirect("/");
    }
  }
  await clearLocalUserData();
  signOut();
  return redirect("/auth/login");
}

export function LogoutScreen() {
  return <FullScreenLoading />;
}
