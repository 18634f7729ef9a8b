import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { AppToastContainer, RouteProgress } from "../ui";

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
