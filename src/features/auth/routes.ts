import type { RouteObject } from "react-router";

const screens = () => import("./screens");

/** Pages for guests only (the app's guard sends a signed-in user to /). */
export const guestAuthRoutes: RouteObject[] = [
  {
    path: "auth/login",
    // Its own chunk: the first screen a guest sees loads only what it shows.
    lazy: async () => {
      const m = await import("./login-screen");
      return { Component: m.LoginScreen, action: m.loginAction };
    },
  },
  {
    path: "auth/oauth",
    lazy: async () => {
      const m = await screens();
      return { Component: m.OauthScreen, loader: m.oauthLoader };
    },
  },
  {
    path: "auth/signup/mobile",
    lazy: async () => {
      const m = await screens();
      return { Component: m.SignupMobileScreen, action: m.mobileAction("signup") };
    },
  },
  {
    path: "auth/signup/code/:mobile/:resendTime?",
    lazy: async () => {
      const m = await screens();
      return { Component: m.SignupCodeScreen, loader: m.codeLoader, action: m.codeAction };
    },
  },
  {
    path: "auth/forgot-password/mobile",
    lazy: async () => {
      const m = await screens();
      return { Component: m.ForgotMobileScreen, action: m.mobileAction("forgot") };
    },
  },
  {
    path: "auth/forgot-password/code/:mobile/:resendTime?",
    lazy: async () => {
      const m = await screens();
      return { Component: m.ForgotCodeScreen, loader: m.codeLoader, action: m.codeAction };
    },
  },
  {
    path: "auth/forgot-password/password",
    lazy: async () => {
      const m = await screens();
      return { Component: m.ForgotPasswordScreen, action: m.newPasswordAction("forgot") };
    },
  },
];

/** Sign-up steps of a signed-in user who has no names yet (a user with both names is sent to /). */
export const profileStepRoutes: RouteObject[] = [
  {
    path: "auth/set-password",
    lazy: async () => {
      const m = await screens();
      return { Component: m.SetPasswordScreen, action: m.newPasswordAction("signup") };
    },
  },
  {
    path: "auth/completeAuth",
    lazy: async () => {
      const m = await screens();
      return { Component: m.CompleteProfileScreen, action: m.completeProfileAction };
    },
  },
];

// Its own chunk: signing out clears the local database, which a guest's pages never load.
export const logoutRoute: RouteObject = {
  path: "logout",
  lazy: async () => {
    const m = await import("./logout-screen");
    return { Component: m.LogoutScreen, loader: m.logoutLoader };
  },
};
