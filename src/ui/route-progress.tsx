import { fa } from "../i18n/fa";

export type RouteProgressProps = {
  /** True while a route loads (wire to react-router's useNavigation().state !== "idle"). */
  active: boolean;
};

/** A thin indeterminate bar at the very top; fades in after a moment so quick loads don't flash. */
export function RouteProgress({ active }: RouteProgressProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={fa.pageLoading}
      className="pointer-events-none fixed inset-x-0 top-0 z-60 h-1 animate-fade-in-late overflow-hidden bg-primary-100"
    >
      <div className="absolute inset-y-0 w-2/5 animate-route-progress rounded-full bg-primary-700" />
    </div>
  );
}
