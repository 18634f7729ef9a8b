import { redirect } from "react-router";
import { api } from "../../data/api/api";
import { clearLocalUserData } from "../../data/session/local-data";
import { signOut } from "../../data/session/session-store";
import { describeError, FullScreenLoading, notify } from "../../ui";

/**
 * Logout: revoke the token on the server, forget it here and clear what the next person must not
 * see; then the login page. If the server cannot be told, stay signed in and go home.
 */
export async function logoutLoader() {
  try {
    await api.logout();
  } catch (error) {
    notify.error(describeError(error));
    return redirect("/");
  }
  await clearLocalUserData();
  signOut();
  return redirect("/auth/login");
}

export function LogoutScreen() {
  return <FullScreenLoading />;
}
