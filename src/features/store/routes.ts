import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

// One chunk for the whole family: subscriptions, cart and payment, history, payment verification.
const screens = () => import("./screens");

/** Subscriptions, the cart and its payment, the payment history and the gateway's return (online only). */
export const storeRoutes: RouteObject[] = [
  {
    path: "subscription",
    lazy: async () => {
      const m = await screens();
      return { Component: m.SubscriptionsScreen, loader: m.subscriptionsLoader };
    },
  },
  {
    path: "subscription/buy/:licenseId?",
    handle: { back: () => "/subscription" } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.BuyScreen, loader: m.buyLoader };
    },
  },
  {
    path: "subscription/history",
    handle: { back: () => "/profile" } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.HistoryScreen, loader: m.historyLoader };
    },
  },
  {
    // Optional here only so that a missing factor number is the 400 of the loader, not a 404.
    path: "verifyPayment/:factorNo?",
    lazy: async () => {
      const m = await screens();
      return { Component: m.VerifyPaymentScreen, loader: m.verifyPaymentLoader };
    },
  },
];
