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
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const cases: SchemaCase[] = [
  [
    "errorBodySchema",
    errorBodySchema,
    { messages: { error: "خطایی رخ داده است" }, fields: { mobile: "شمارهٔ موبایل معتبر نیست" } },
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

describeSchemaCases("common.ts", contract, cases);

describe("common.ts", () => {
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
