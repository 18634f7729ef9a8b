import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";
import { giftPath } from "./gift-paths";

// One chunk for the family: the recipient's mobile and the code that confirms it.
const screens = () => import("./screens");

/**
 * Gifting the cart's subscription to another mobile (online only). The gateway is optional in the
 * first path so that /gift (the profile's link) opens too; without it the page explains how to
 * choose a subscription first, and its submit does nothing.
 */
export const giftRoutes: RouteObject[] = [
  {
    path: "gift/:gateway?",
    handle: { back: (p) => (p.gateway ? "/subscription/buy" : "/profile") } satisfies RouteHandle,
    lazy: async () => ({ Component: (await screens()).GiftMobileScreen }),
  },
  {
    path: "gift/:gateway/codeRequest/:mobile/:resendTime?",
    handle: { back: (p) => giftPath(p.gateway ?? "") } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.GiftCodeScreen, loader: m.giftCodeLoader };
    },
  },
];
