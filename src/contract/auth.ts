import { z } from "zod";

import { apiData, nonNegativeIntSchema, passThroughQuerySchema } from "./common.js";

/**
 * Auth calls (api.md "Auth"). `/auth/*` answers are flat objects, or a bare number for request_sms_code.
 * Mobile numbers are validated loosely here: normalising `09…`, `+989…`, `989…` and Persian or Arabic digits
 * is the server's job. Password policy is enforced by the server, not here.
 */

/** A mobile number as typed by the user. */
export const mobileInputSchema = z.string().trim().min(1).max(32);

/** A password as typed by the user (the policy of product-spec section 5 is checked elsewhere). */
export const passwordInputSchema = z.string().min(1).max(128);

/** Claims of the access token (a JWT); the app decodes them, only the server verifies the signature. */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  mobile: z.string().nullable(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  qualification: z.string().nullable(),
  point: nonNegativeIntSchema,
  has_password: z.boolean(),
  /** When the user's subscription (bought or received) ends, ISO 8601; null or absent: none active. */
  subscription_ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Who gave the latest gift among the periods still running (full name, else mobile); absent: none. */
  subscription_gift_from: z.string().min(1).max(128).optional(),
  iat: z.int().min(0),
  exp: z.int().min(0),
  jti: z.string().min(1),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** POST /auth/login: `check` is the mobile number. */
export const loginBodySchema = z.object({
  check: mobileInputSchema,
  password: passwordInputSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `{ access_token }`: login, OAuth callback, SMS verification (register and reset). */
export const tokenAnswerSchema = z.object({ access_token: z.string().min(1) });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** GET /api/auth/check: a fresh token with the user's current claims. */
export const authCheckAnswerSchema = apiData(tokenAnswerSchema);
export type AuthCheckAnswer = z.infer<typeof authCheckAnswerSchema>;

export const SMS_INTENTS = [
  "sms_request_register",
  "sms_request_reset_password",
  "sms_request_gift_product",
] as const;
export const smsIntentSchema = z.enum(SMS_INTENTS);
export type SmsIntent = z.infer<typeof smsIntentSchema>;

/** Path params of POST /auth/request_sms_code/:intent. */
export const smsIntentParamsSchema = z.object({ intent: smsIntentSchema });
export type SmsIntentParams = z.infer<typeof smsIntentParamsSchema>;

/** `invite_code` (register only): the inviter's code from the invite link, rewarded once the mobile is verified. */
export const requestSmsBodySchema = z.object({
  mobile: mobileInputSchema,
  invite_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});
export type RequestSmsBody = z.infer<typeof requestSmsBodySchema>;

/** A bare JSON number: seconds until a resend is allowed (status 201: the code was already verified). */
export const requestSmsAnswerSchema = nonNegativeIntSchema;
export type RequestSmsAnswer = z.infer<typeof requestSmsAnswerSchema>;

/** An SMS code: five digits; Persian (۰–۹) and Arabic-Indic (٠–٩) digits are accepted, the server normalises. */
export const smsCodeSchema = z.string().regex(/^[0-9\u06F0-\u06F9\u0660-\u0669]{5}$/);

/** Path params of POST /auth/verify_sms_code/:code. */
export const smsCodeParamsSchema = z.object({ code: smsCodeSchema });
export type SmsCodeParams = z.infer<typeof smsCodeParamsSchema>;

export const verifySmsBodySchema = z.object({ mobile: mobileInputSchema });
export type VerifySmsBody = z.infer<typeof verifySmsBodySchema>;

/** The gift intent answers with the verified mobile instead of a token. */
export const giftVerifiedAnswerSchema = z.object({
  verified: z.literal(true),
  mobile: z.string().min(1),
});
export type GiftVerifiedAnswer = z.infer<typeof giftVerifiedAnswerSchema>;

/** Register and reset: `{ access_token }`; gift: `{ verified: true, mobile }`. */
export const verifySmsAnswerSchema = z.union([tokenAnswerSchema, giftVerifiedAnswerSchema]);
export type VerifySmsAnswer = z.infer<typeof verifySmsAnswerSchema>;

/** `password` (the current one) is required by the server when the user has one, unless recently verified. */
export const changePasswordBodySchema = z.object({
  new_password: passwordInputSchema,
  password: passwordInputSchema.optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** GET /auth/oauth?<query from the provider>: passed through (code, state, …). */
export const oauthCallbackQuerySchema = passThroughQuerySchema;
export type OauthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/** GET /auth/methods (no token): the sign-in methods this server offers besides the mobile. */
export const authMethodsAnswerSchema = z.object({ oidc: z.boolean() });
export type AuthMethodsAnswer = z.infer<typeof authMethodsAnswerSchema>;

/**
 * Why a sign-in with the identity provider came back to the login page (`?oauth_error=`): the
 * redirect could not start ("unavailable": not configured or unreachable), or the return failed.
 */
export const oauthErrorSchema = z.enum(["unavailable", "failed"]);
export type OauthError = z.infer<typeof oauthErrorSchema>;
