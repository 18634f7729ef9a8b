import { describe, expect, it } from "vitest";
import type { z } from "zod";

import * as contract from "./account.js";
import {
  inviteSchema,
  profileBodySchema,
  uploadAnswerSchema,
  uploadDepartmentSchema,
  uploadFieldsSchema,
  userSchema,
  voiceBodySchema,
  voiceQuerySchema,
  voiceTargetSchema,
} from "./account.js";

type SchemaCase = [name: string, schema: z.ZodType, valid: unknown, invalid: unknown[]];

const user = {
  id: "u-1",
  mobile: "09121234567",
  given_name: "سارا",
  family_name: "احمدی",
  email: null,
  picture: "/uploads/users-profile/u-1.webp",
  city: "",
  qualification: null,
  point: 10,
};

const cases: SchemaCase[] = [
  ["voiceTargetSchema", voiceTargetSchema, "example.german", ["example.persian", "german", ""]],
  [
    "voiceQuerySchema",
    voiceQuerySchema,
    { word_id: "w-1", target: "translation.german" },
    [{ word_id: "w-1" }, { word_id: "", target: "translation.german" }],
  ],
  [
    "voiceBodySchema",
    voiceBodySchema,
    { word_id: "w-1", target: "example.german" },
    [{ target: "example.german" }, { word_id: "w-1", target: "example" }],
  ],
  ["uploadDepartmentSchema", uploadDepartmentSchema, "users-profile", ["users-avatar", ""]],
  ["uploadFieldsSchema", uploadFieldsSchema, { department: "users-profile" }, [{}, { department: "posts" }]],
  ["uploadAnswerSchema", uploadAnswerSchema, { url: "https://cdn.example/u-1.webp" }, [{}, { url: "" }]],
  [
    "profileBodySchema",
    profileBodySchema,
    { name: "سارا", lastname: "احمدی", city: "تهران", qualification: "کارشناسی" },
    [
      { name: "", lastname: "احمدی" },
      { name: "   ", lastname: "احمدی" },
      { name: "سارا" },
      { name: "x".repeat(61), lastname: "احمدی" },
      { name: "سارا", lastname: "احمدی", city: "x".repeat(61) },
      { name: "سارا", lastname: "احمدی", qualification: "x".repeat(81) },
    ],
  ],
  [
    "userSchema",
    userSchema,
    user,
    [
      { ...user, point: -1 },
      { ...user, mobile: undefined },
      { ...user, id: "" },
    ],
  ],
  [
    "inviteSchema",
    inviteSchema,
    { invite_link: "https://vajeh.example/v1/auth/register?invite=abc" },
    [{ invite_link: "abc" }, { invite_link: "javascript:alert(1)" }, {}],
  ],
];

describe.each(cases)("%s", (name, schema, valid, invalid) => {
  it("is the exported schema of that name", () => {
    expect(new Map<string, unknown>(Object.entries(contract)).get(name)).toBe(schema);
  });
  it("accepts a valid example", () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });
  it.each(invalid.map((value) => [value]))("rejects %j", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe("account.ts", () => {
  it("has a case for every exported schema", () => {
    const covered = new Set(cases.map(([name]) => name));
    const exported = Object.keys(contract).filter((key) => key.endsWith("Schema"));
    expect(exported.filter((key) => !covered.has(key))).toEqual([]);
  });

  it("trims names and stores absent or null optional texts as empty", () => {
    expect(profileBodySchema.parse({ name: " سارا ", lastname: "احمدی ", city: null })).toEqual({
      name: "سارا",
      lastname: "احمدی",
      city: "",
      qualification: "",
    });
  });
});
