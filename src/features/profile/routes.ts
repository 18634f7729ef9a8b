import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

// One chunk for the whole family: the profile page, its edit form and the password change.
const screens = () => import("./screens");

const backToProfile = { back: () => "/profile" } satisfies RouteHandle;

/** The learner's profile (read from the session's claims) and its two forms (online only). */
export const profileRoutes: RouteObject[] = [
  {
    path: "profile",
    lazy: async () => ({ Component: (await screens()).ProfileScreen }),
  },
  {
    path: "profile/edit",
    handle: backToProfile,
    lazy: async () => ({ Component: (await screens()).EditProfileScreen }),
  },
  {
    path: "profile/change-password",
    handle: backToProfile,
    lazy: async () => ({ Component: (await screens()).ChangePasswordScreen }),
  },
];
