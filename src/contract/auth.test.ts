import { describe, expect, it } from "vitest";

import * as contract from "./auth.js";
import {
  authCheckAnswerSchema,
  changePasswordBodySchema,
  authMethodsAnswerSchema,
  giftVerifiedAnswerSchema,
  oauthErrorSchema,
  loginBodySchema,
  mobileInputSchema,
  oauthCallbackQuerySchema,
  passwordInputSchema,
  requestSmsAnswerSchema,
  requestSmsBodySchema,
  smsCodeParamsSchema,
  smsCodeSchema,
  smsIntentParamsSchema,
  smsIntentSchema,
  tokenAnswerSchema,
  tokenClaimsSchema,
  verifySmsAnswerSchema,
  verifySmsBodySchema,
} from "./auth.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const claims = {
  sub: "u-1",
  mobile: "09121234567",
  given_name: "سارا",
  family_name: "احمدی",
  email: null,
  picture: null,
  city: "تهران",
  qualification: null,
  point: 5,
  has_password: true,
  iat: 1714550400,
  exp: 1717142400,
  jti: "8b0c5a8e-3c3e-4a57-9d3c-6c2b1f0e7a11",
};

const cases: SchemaCase[] = [
  ["mobileInputSchema", mobileInputSchema, "۰۹۱۲۱۲۳۴۵۶۷", ["", "  ", "0".repeat(33), 9121234567]],
  ["passwordInputSchema", passwordInputSchema, "Aa!23456", ["", "x".repeat(129), 123456]],
  [
    "tokenClaimsSchema",
    tokenClaimsSchema,
    claims,
    [
      { ...claims, point: -1 },
      { ...claims, has_password: "yes" },
      { ...claims, sub: undefined },
      { ...claims, mobile: undefined },
      { ...claims, subscription_ends_at: "next month" },
    ],
  ],
  [
    "loginBodySchema",
    loginBodySchema,
    { check: "09121234567", password: "Aa!23456" },
    [{ check: "09121234567" }, { check: "", password: "x" }, { mobile: "09121234567", password: "x" }],
  ],
  [
    "tokenAnswerSchema",
    tokenAnswerSchema,
    { access_token: "eyJ.x.y" },
    [{}, { access_token: "" }, { token: "x" }],
  ],
  [
    "authCheckAnswerSchema",
    authCheckAnswerSchema,
    { data: { access_token: "eyJ.x.y" } },
    [{ access_token: "eyJ.x.y" }, { data: {} }],
  ],
  ["smsIntentSchema", smsIntentSchema, "sms_request_gift_product", ["sms_request_login", "", null]],
  [
    "smsIntentParamsSchema",
    smsIntentParamsSchema,
    { intent: "sms_request_register" },
    [{}, { intent: "register" }],
  ],
  [
    "requestSmsBodySchema",
    requestSmsBodySchema,
    { mobile: "+989121234567", invite_code: "ab12CD" },
    [{}, { mobile: "" }, { mobile: 98 }, { mobile: "09121234567", invite_code: "no spaces!" }],
  ],
  ["requestSmsAnswerSchema", requestSmsAnswerSchema, 120, [-1, 1.5, "120", { seconds: 120 }]],
  ["smsCodeSchema", smsCodeSchema, "12345", ["1234", "123456", "12a45", " 12345", 12345]],
  ["smsCodeParamsSchema", smsCodeParamsSchema, { code: "۱۲۳۴۵" }, [{}, { code: "1234" }]],
  ["verifySmsBodySchema", verifySmsBodySchema, { mobile: "09121234567" }, [{}, { mobile: "" }]],
  [
    "giftVerifiedAnswerSchema",
    giftVerifiedAnswerSchema,
    { verified: true, mobile: "09121234567" },
    [{ verified: false, mobile: "09121234567" }, { verified: true }],
  ],
  [
    "verifySmsAnswerSchema",
    verifySmsAnswerSchema,
    { verified: true, mobile: "09121234567" },
    [{}, { verified: false, mobile: "0912" }, { access_token: "" }],
  ],
  [
    "changePasswordBodySchema",
    changePasswordBodySchema,
    { new_password: "Bb@98765" },
    [{}, { new_password: "" }, { new_password: "Bb@98765", password: "" }, { new_password: "x".repeat(129) }],
  ],
  ["oauthCallbackQuerySchema", oauthCallbackQuerySchema, { code: "4/0Ad", state: "s1" }, [{ code: 4 }, null]],
  ["authMethodsAnswerSchema", authMethodsAnswerSchema, { oidc: false }, [{}, { oidc: "yes" }]],
  ["oauthErrorSchema", oauthErrorSchema, "unavailable", ["", "denied", null]],
];

describeSchemaCases("auth.ts", contract, cases);

describe("auth.ts", () => {
  it("reads a token's subscription end, and a token without one (an older server)", () => {
    const ends = "2026-04-21T08:00:00.000Z";
    expect(tokenClaimsSchema.parse({ ...claims, subscription_ends_at: ends }).subscription_ends_at).toBe(
      ends,
    );
    expect(
      tokenClaimsSchema.parse({ ...claims, subscription_ends_at: null }).subscription_ends_at,
    ).toBeNull();
    expect(tokenClaimsSchema.parse(claims).subscription_ends_at).toBeUndefined();
  });

  it("tells the two verify answers apart", () => {
    expect(verifySmsAnswerSchema.parse({ access_token: "t" })).toEqual({ access_token: "t" });
    expect(verifySmsAnswerSchema.parse({ verified: true, mobile: "0912" })).toEqual({
      verified: true,
      mobile: "0912",
    });
  });

  it("leaves mobile normalisation to the server, only trimming", () => {
    expect(requestSmsBodySchema.parse({ mobile: " 989121234567 " })).toEqual({ mobile: "989121234567" });
  });
});
