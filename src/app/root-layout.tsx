import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { RouteProgress } from "../ui/route-progress";
import { AppToastContainer } from "../ui/toast-container";

/** Above every screen: the route-loading bar and the toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <RouteProgress active={navigation.state !== "idle"} />
      <Outlet />
      <AppToastContainer />
      <ScrollRestoration />
    </>
  );
}
