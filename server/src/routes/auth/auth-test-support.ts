import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test-support/test-app.js";

export const REGISTER = "sms_request_register";
export const RESET = "sms_request_reset_password";
export const GIFT = "sms_request_gift_product";

export interface DecodedToken {
  sub: string;
  mobile: string | null;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  city: string | null;
  point: number;
  has_password: boolean;
  amr?: string;
  /** The session the token belongs to (absent in tokens from before sessions). */
  sid?: string;
  iat: number;
  exp: number;
  jti: string;
}

/** The claims of a JWT, unverified (what the app does with jwt-decode). */
export function decodeToken(token: string): DecodedToken {
  const payload = token.split(".")[1];
  if (!payload) throw new Error("not a JWT");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as DecodedToken;
}

export function errorOf(response: LightMyRequestResponse): string {
  return (response.json() as { messages: { error: string } }).messages.error;
}

export function fieldsOf(response: LightMyRequestResponse): Record<string, string> {
  return (response.json() as { fields?: Record<string, string> }).fields ?? {};
}

export function tokenOf(response: LightMyRequestResponse): string {
  return (response.json() as { access_token: string }).access_token;
}

let mobileCounter = 0;
/** A fresh mobile in normal form per call (distinct across the tests of one file). */
export function freshMobile(prefix = "0912"): string {
  mobileCounter += 1;
  return `${prefix}${String(3_000_000 + mobileCounter * 7).padStart(7, "0")}`;
}

export function requestCode(
  t: TestApp,
  mobile: string,
  intent = REGISTER,
  extra: { token?: string; remoteAddress?: string; invite_code?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: "POST",
    url: `/auth/request_sms_code/${intent}`,
    payload: { mobile, ...(extra.invite_code ? { invite_code: extra.invite_code } : {}) },
    token: extra.token,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

export function verifyCode(
  t: TestApp,
  mobile: string,
  code: string,
  extra: { token?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: "POST",
    url: `/auth/verify_sms_code/${encodeURIComponent(code)}`,
    payload: { mobile },
    token: extra.token,
  });
}

/** A code that differs from `code` in its last digit. */
export function wrongCode(code: string): string {
  return `${code.slice(0, 4)}${(Number(code[4]) + 1) % 10}`;
}

export function login(t: TestApp, check: string, password: string, remoteAddress?: string) {
  return t.call({
    method: "POST",
    url: "/auth/login",
    payload: { check, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function changePassword(t: TestApp, token: string, body: { new_password: string; password?: string }) {
  return t.call({ method: "POST", url: "/auth/change_password", token, payload: body });
}

export const GOOD_PASSWORD = "Vajeh#2026";
