import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";
import { BUY_PATH, giftPath, PROFILE_PATH } from "../../shared/route-paths";

// One chunk for the family: the recipient's mobile and the code that confirms it.
const screens = () => import("./screens");

/**
 * Gifting the cart's subscription to another mobile (online only). The gateway is optional in the
 * first path so that /gift (the profile's link) opens too: it continues with the cart's first payment
 * method, or, with nothing in the cart, says to choose a plan first.
 */
export const giftRoutes: RouteObject[] = [
  {
    path: "gift/:gateway?",
    handle: { back: (p) => (p.gateway ? BUY_PATH : PROFILE_PATH) } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.GiftMobileScreen, loader: m.giftMobileLoader };
    },
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
