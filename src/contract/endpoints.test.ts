import { describe, expect, it } from "vitest";
import { z } from "zod";

import { buildPath } from "./endpoint-def.js";
import type { EndpointDef } from "./endpoint-def.js";
import { endpoints } from "./endpoints.js";
import type { EndpointName } from "./endpoint-types.js";

const entries: [string, EndpointDef][] = Object.entries(endpoints);

function templateParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? "");
}

describe("endpoints", () => {
  it("lists every call of api.md", () => {
    const names: EndpointName[] = [
      "authCheck",
      "login",
      "oauthRedirect",
      "oauthCallback",
      "authMethods",
      "requestSmsCode",
      "verifySmsCode",
      "changePassword",
      "logout",
      "settings",
      "blogPosts",
      "blogPost",
      "courses",
      "course",
      "teacherLesson",
      "teacherSection",
      "teacherWord",
      "examStart",
      "examProcess",
      "examAnswer",
      "examComplete",
      "bookmarkCreate",
      "bookmarkUpdate",
      "bookmarkDelete",
      "bookmarks",
      "completeSection",
      "voice",
      "voiceByBody",
      "upload",
      "profile",
      "invite",
      "licenses",
      "cartModify",
      "cartItems",
      "cartApplyDiscount",
      "payCart",
      "payCartGift",
      "paymentVerify",
      "factors",
      "reviewLogsPush",
      "reviewLogs",
      "reviewSettings",
      "reviewSettingsUpdate",
    ];
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it.each(entries)("%s has a path under /api/ or /auth/ in Fastify syntax", (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^\/(api|auth)\//);
    expect(endpoint.path).not.toMatch(/[{}?]/);
  });

  it("has a unique method and path for each call", () => {
    const keys = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)("%s declares exactly the params of its path", (_name, endpoint) => {
    const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
    expect(declared.sort()).toEqual(templateParams(endpoint.path).sort());
  });

  it.each(entries)("%s wraps /api/ answers in { data } and says what a null answer is", (_name, endpoint) => {
    if (endpoint.response === null) {
      expect(endpoint.produces).toBeDefined();
    } else if (endpoint.path.startsWith("/api/")) {
      expect(endpoint.response).toBeInstanceOf(z.ZodObject);
      expect(endpoint.response instanceof z.ZodObject && "data" in endpoint.response.shape).toBe(true);
    }
  });

  it.each(entries)("%s sends a body only with POST or PATCH", (_name, endpoint) => {
    if (endpoint.method === "GET" || endpoint.method === "DELETE") {
      expect(endpoint.body).toBeUndefined();
    }
  });

  it("parses answers through the registry", () => {
    expect(endpoints.requestSmsCode.response.parse(120)).toBe(120);
    expect(endpoints.logout.response.parse({})).toEqual({});
    expect(endpoints.authCheck.response.safeParse({ access_token: "t" }).success).toBe(false);
    expect(endpoints.payCartGift.response.parse({ data: { success: true, factor_no: "1001" } })).toEqual({
      data: { success: true, factor_no: "1001" },
    });
  });
});

describe("buildPath", () => {
  it("substitutes and encodes each :param", () => {
    expect(buildPath(endpoints.cartApplyDiscount.path, { code: "a b/ج?#" })).toBe(
      "/api/store/cart/apply_discount/a%20b%2F%D8%AC%3F%23",
    );
    expect(buildPath(endpoints.cartModify.path, { licenseId: "lic 1" })).toBe(
      "/api/store/cart/modify/lic%201/1",
    );
    expect(buildPath(endpoints.payCartGift.path, { gateway: "sandbox" })).toBe(
      "/api/payment/pay/cart/sandbox/1",
    );
    expect(buildPath(endpoints.verifySmsCode.path, { code: 12345 })).toBe("/auth/verify_sms_code/12345");
  });

  it("leaves a path without params as it is", () => {
    expect(buildPath(endpoints.cartItems.path)).toBe("/api/store/cart/items");
  });

  it("throws when a param is missing", () => {
    const template: string = "/api/blog/posts/:postId";
    expect(() => buildPath(template, {})).toThrow(/postId/);
    // @ts-expect-error: the typed template requires its param
    expect(() => buildPath(endpoints.blogPost.path, {})).toThrow(/postId/);
  });
});
