import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test-support/test-app.js";
import { preparedQuery, sqlLiteral } from "./prepared.js";

// Prepared queries answer as the same query with bound values would, whatever the values hold, on
// PGlite (SQL PREPARE and EXECUTE with literals) and on PostgreSQL (the protocol's named statements).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ECHO = preparedQuery<{ a: string | null; b: string[] | null; c: string; d: string; e: string | null }>(
  "vajeh_test_echo",
  `select $1::text as a, $2::text[] as b, $3::bigint::text as c,
     to_char($4::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as d, $5::text as e`,
);

const TRICKY = [
  "it's",
  "back\\slash \\' \\\\",
  "quote \" and '' two",
  "{a,b}",
  "NULL",
  "') as a; select 1; --",
  "E'x'",
  "واژهٔ تازه\u200c",
  "line\nbreak\ttab",
  "$1 $$ dollar",
];

describe("preparedQuery", () => {
  it.each(TRICKY)("answers the values it was given: %j", async (value) => {
    const date = new Date("2026-01-02T03:04:05.678Z");
    const [row] = await ECHO.run(t.database.db, [value, [value, "x", value], -1, date, null]);
    expect(row).toEqual({ a: value, b: [value, "x", value], c: "-1", d: date.toISOString(), e: null });
  });

  it("concurrent first runs of a statement all answer (it is prepared once)", async () => {
    const fresh = preparedQuery<{ n: number }>("vajeh_test_concurrent", "select $1::int + 1 as n");
    const rows = await Promise.all([1, 2, 3, 4].map((n) => fresh.run(t.database.db, [n])));
    expect(rows.map(([row]) => row?.n)).toEqual([2, 3, 4, 5]);
  });

  it("on PGlite, is parsed once: PREPAREd on first use, EXECUTEd after", async () => {
    if (t.database.kind !== "pglite") return;
    const once = preparedQuery<{ n: number }>("vajeh_test_once", "select $1::int * 2 as n");
    await once.run(t.database.db, [1]);
    await once.run(t.database.db, [2]);
    const [row] = await once.run(t.database.db, [21]);
    expect(row?.n).toBe(42);
    const client = (
      t.database.db as unknown as { $client: { query: (text: string) => Promise<{ rows: { n: number }[] }> } }
    ).$client;
    const prepared = await client.query(
      "select count(*)::int as n from pg_prepared_statements where name = 'vajeh_test_once'",
    );
    expect(prepared.rows[0]?.n).toBe(1);
  });

  it("refuses a NUL character rather than cut the statement short", () => {
    expect(() => sqlLiteral("a\0b")).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });
});
