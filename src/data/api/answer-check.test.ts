import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answer, int, isoDateTime, stringRecord } from "./answer-check";

// The checks the answers' table test reaches only through a few edge values: held here to zod's
// own schemas over the inputs that tell them apart.
const agree = (check: ReturnType<typeof answer>, schema: z.ZodType, value: unknown) => {
  const mine = check.safeParse(value);
  const zods = schema.safeParse(value);
  expect({ value, success: mine.success }).toEqual({ value, success: zods.success });
  if (mine.success && zods.success) expect(mine.data).toEqual(zods.data);
};

describe("answer checks against zod", () => {
  it("read an ISO date-time with a zone as z.iso.datetime({ offset: true }) does", () => {
    const schema = z.iso.datetime({ offset: true });
    const check = answer(isoDateTime);
    const samples = [
      "2026-11-20T10:00:00Z",
      "2026-11-20T10:00:00.123456Z",
      "2026-11-20T10:00:00+03:30",
      "2026-11-20T10:00:00-24:00",
      "2026-11-20T10:00Z",
      "2026-11-20T24:00:00Z",
      "2026-11-20T23:59:60Z",
      "2026-11-20T10:00:00",
      "2026-11-20T10:00:00.Z",
      "2026-11-20T10:00:00+0330",
      "2026-11-20t10:00:00Z",
      "2026-11-20 10:00:00Z",
      "2024-02-29T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "1900-02-29T00:00:00Z",
      "2000-02-29T00:00:00Z",
      "0000-02-29T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-00-10T00:00:00Z",
      "2026-01-00T00:00:00Z",
      "2026-12-31T00:00:00Z",
      "+2026-12-31T00:00:00Z",
      "٢٠٢٦-11-20T10:00:00Z",
      "",
      null,
      1,
    ];
    for (const value of samples) agree(check, schema, value);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const pad = (n: number, width: number) => String(n).padStart(width, "0");
          agree(check, schema, `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T12:30:45Z`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("read integers as z.int() with its bounds does", () => {
    const samples = [0, -0, 1, -1, 1.5, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), NaN, Infinity, "1", null, 100, 101];
    for (const value of samples) {
      agree(answer(int()), z.int(), value);
      agree(answer(int(0, 100)), z.int().min(0).max(100), value);
      agree(answer(int(1)), z.int().positive(), value);
    }
  });

  it("read a string record as z.record(z.string(), z.string()) does", () => {
    const schema = z.record(z.string(), z.string());
    const samples: unknown[] = [
      {},
      { a: "x" },
      { a: 1 },
      [],
      null,
      "x",
      JSON.parse('{"__proto__": "x", "b": "y"}'),
      Object.assign(Object.create(null) as object, { a: "x" }),
    ];
    for (const value of samples) agree(answer(stringRecord), schema, value);
  });
});
