import { describe, expect, it } from "vitest";
import { z } from "zod";

import * as contract from "./common.js";
import {
  apiData,
  dateObjectSchema,
  emptyAnswerSchema,
  errorBodySchema,
  httpUrlSchema,
  idAnswerSchema,
  idSchema,
  isoDateTimeSchema,
  nonNegativeIntSchema,
  nullableStringSchema,
  passThroughQuerySchema,
  redirectUrlSchema,
  responseIdSchema,
  scoreSchema,
  tomanSchema,
} from "./common.js";

type SchemaCase = [name: string, schema: z.ZodType, valid: unknown, invalid: unknown[]];

const cases: SchemaCase[] = [
  [
    "errorBodySchema",
    errorBodySchema,
    { messages: { error: "خطایی رخ داده است" }, fields: { mobile: "شماره موبایل معتبر نیست" } },
    [{}, { messages: {} }, { messages: { error: 1 } }, { messages: { error: "x" }, fields: { a: 1 } }],
  ],
  [
    "isoDateTimeSchema",
    isoDateTimeSchema,
    "2024-05-01T10:00:00.123+03:30",
    ["2024-05-01T10:00:00", "2024-05-01 10:00:00+03:30", "yesterday", 1714550400],
  ],
  [
    "dateObjectSchema",
    dateObjectSchema,
    { date: "2024-05-01T06:30:00Z" },
    ["2024-05-01T06:30:00Z", { date: "2024-05-01" }, {}],
  ],
  ["idSchema", idSchema, "course-1", ["", "   ", "x".repeat(65), 12, null]],
  ["responseIdSchema", responseIdSchema, "x".repeat(100), ["", 12, null]],
  ["nullableStringSchema", nullableStringSchema, null, [undefined, 1]],
  ["nonNegativeIntSchema", nonNegativeIntSchema, 0, [-1, 1.5, "1"]],
  ["tomanSchema", tomanSchema, 150000, [-100, 99.5, "150000"]],
  ["scoreSchema", scoreSchema, 100, [101, -1, 50.5]],
  [
    "httpUrlSchema",
    httpUrlSchema,
    "https://vajeh.example/v1/auth/register?invite=abc",
    ["javascript:alert(1)", "/v1/x", "vajeh"],
  ],
  [
    "redirectUrlSchema",
    redirectUrlSchema,
    "/sandbox/pay/F-1001",
    ["//evil.example/pay", "/\\evil.example", "javascript:alert(1)", "pay", ""],
  ],
  ["emptyAnswerSchema", emptyAnswerSchema, {}, [null, "ok", []]],
  ["idAnswerSchema", idAnswerSchema, { id: "p-1" }, [{}, { id: "" }, { id: 1 }]],
  [
    "passThroughQuerySchema",
    passThroughQuerySchema,
    { code: "abc", state: "xyz" },
    [{ code: 1 }, { code: ["a", "b"] }, "code=abc"],
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

describe("common.ts", () => {
  it("has a case for every exported schema", () => {
    const covered = new Set(cases.map(([name]) => name));
    const exported = Object.keys(contract).filter((key) => key.endsWith("Schema"));
    expect(exported.filter((key) => !covered.has(key))).toEqual([]);
  });

  it("apiData wraps a payload as { data }", () => {
    const schema = apiData(z.array(idAnswerSchema));
    expect(schema.parse({ data: [{ id: "a" }], extra: true })).toEqual({ data: [{ id: "a" }] });
    expect(schema.safeParse([{ id: "a" }]).success).toBe(false);
    expect(schema.safeParse({ data: [{}] }).success).toBe(false);
  });

  it("trims ids", () => {
    expect(idSchema.parse("  w-1 ")).toBe("w-1");
  });
});
