import {
  authCheckAnswerSchema,
  authMethodsAnswerSchema,
  changePasswordBodySchema,
  loginBodySchema,
  oauthCallbackQuerySchema,
  requestSmsAnswerSchema,
  requestSmsBodySchema,
  smsCodeParamsSchema,
  smsIntentParamsSchema,
  tokenAnswerSchema,
  verifySmsAnswerSchema,
  verifySmsBodySchema,
} from "./auth.js";
import { emptyAnswerSchema } from "./common.js";
import type { EndpointDef } from "./endpoint-def.js";

/** The endpoint registry's part for api.md's "Auth" (composed in endpoints.ts). */
export const authEndpoints = {
  authCheck: { method: "GET", path: "/api/auth/check", response: authCheckAnswerSchema },
  login: {
    method: "POST",
    path: "/auth/login",
    body: loginBodySchema,
    response: tokenAnswerSchema,
    auth: "none",
  },
  oauthRedirect: {
    method: "GET",
    path: "/auth/oauth/redirect",
    response: null,
    auth: "none",
    successStatus: [302],
    produces: "redirect",
  },
  authMethods: { method: "GET", path: "/auth/methods", response: authMethodsAnswerSchema, auth: "none" },
  oauthCallback: {
    method: "GET",
    path: "/auth/oauth",
    query: oauthCallbackQuerySchema,
    response: tokenAnswerSchema,
    auth: "none",
  },
  requestSmsCode: {
    method: "POST",
    path: "/auth/request_sms_code/:intent",
    params: smsIntentParamsSchema,
    body: requestSmsBodySchema,
    response: requestSmsAnswerSchema,
    auth: "optional",
    successStatus: [200, 201],
  },
  verifySmsCode: {
    method: "POST",
    path: "/auth/verify_sms_code/:code",
    params: smsCodeParamsSchema,
    body: verifySmsBodySchema,
    response: verifySmsAnswerSchema,
    auth: "optional",
  },
  changePassword: {
    method: "POST",
    path: "/auth/change_password",
    body: changePasswordBodySchema,
    response: emptyAnswerSchema,
  },
  logout: { method: "GET", path: "/auth/logout", response: emptyAnswerSchema },
} as const satisfies Record<string, EndpointDef>;
