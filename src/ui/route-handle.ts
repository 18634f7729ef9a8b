import type { Params } from "react-router";

/** What a route tells the layout: where its back link goes (absent: the menu button shows). */
export interface RouteHandle {
  back?: (params: Params) => string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "back" in value;
}
