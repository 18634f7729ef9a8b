import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

/** Inviting friends: the learner's invite link, to copy or share (online only). */
export const inviteRoutes: RouteObject[] = [
  {
    path: "invite",
    handle: { back: () => "/profile" } satisfies RouteHandle,
    lazy: async () => {
      const m = await import("./invite-screen");
      return { Component: m.InviteScreen, loader: m.inviteLoader };
    },
  },
];
