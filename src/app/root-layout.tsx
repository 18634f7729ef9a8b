import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useSnapshotEnds } from "./use-snapshot-ends";
import { RouteProgress } from "../ui/route-progress";
import { AppToastContainer } from "../ui/toast-container";

/** Above every screen: the route-loading bar and the toasts; it ends the worker's screen snapshot. */
export function RootLayout() {
  const navigation = useNavigation();
  useSnapshotEnds();
  return (
    <>
      <RouteProgress active={navigation.state !== "idle"} />
      <Outlet />
      <AppToastContainer />
      <ScrollRestoration />
    </>
  );
}
