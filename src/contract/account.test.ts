import { describe, expect, it } from "vitest";

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
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

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
      { name: "سا\u0000را", lastname: "احمدی" },
      { name: "سارا", lastname: "احمدی", city: "تهران\u0000" },
      { name: "سارا", lastname: "احمدی\n" + "x" },
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

describeSchemaCases("account.ts", contract, cases);

describe("account.ts", () => {
  it("trims names and stores absent or null optional texts as empty", () => {
    expect(profileBodySchema.parse({ name: " سارا ", lastname: "احمدی ", city: null })).toEqual({
      name: "سارا",
      lastname: "احمدی",
      city: "",
      qualification: "",
    });
  });
});
