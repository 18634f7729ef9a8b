import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenClaimsSchema } from "../../contract/auth";
import { decodeClaims, readClaims } from "./claims";

const valid = {
  sub: "u1",
  mobile: "09120000000",
  given_name: "سارا",
  family_name: null,
  email: null,
  picture: null,
  city: null,
  qualification: null,
  point: 0,
  has_password: true,
  iat: 1,
  exp: 2,
  jti: "j1",
};

/**
 * Every key the contract names (so a claim added to the schema and not to readClaims fails here),
 * and two it does not.
 */
const KEYS = [...Object.keys(tokenClaimsSchema.shape), "aud", "extra"];

/** Values of every kind a claim could hold, edge cases of the schema's rules included. */
const anyValue = fc.oneof(
  fc.constantFrom("", "x", null, undefined, true, false, 0, -1, 1.5, 2 ** 53, Number.NaN, [], {}),
  fc.constantFrom(
    "2026-12-21T20:30:00.000Z",
    "2026-12-21T20:30:00+03:30",
    "2026-12-21T20:30Z",
    "2026-02-29T00:00:00Z",
    "2028-02-29T00:00:00Z",
    "2026-04-31T00:00:00Z",
    "2026-12-21 20:30:00Z",
    "2026-12-21T24:00:00Z",
    "0099-01-01T00:00:00Z",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.string(),
  fc.integer(),
  fc.double(),
);

/** The valid claims with one key set to a value of any kind (each rule of the schema in turn). */
const oneChange = fc
  .tuple(fc.constantFrom(...KEYS), anyValue)
  .map(([key, value]) => ({ ...valid, [key]: value }));

/** A claims object near the valid one: some keys replaced, removed or added. */
const nearlyClaims = fc
  .record({
    changes: fc.dictionary(fc.constantFrom(...KEYS), anyValue),
    removed: fc.subarray(Object.keys(valid)),
  })
  .map(({ changes, removed }) => {
    const claims: Record<string, unknown> = { ...valid, ...changes };
    return Object.fromEntries(Object.entries(claims).filter(([key]) => !removed.includes(key)));
  });

describe("readClaims", () => {
  it("reads claims exactly as the contract's tokenClaimsSchema does", () => {
    fc.assert(
      fc.property(fc.oneof(oneChange, nearlyClaims, anyValue), (value) => {
        const parsed = tokenClaimsSchema.safeParse(value);
        expect(readClaims(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it("drops keys the contract does not name", () => {
    expect(readClaims({ ...valid, aud: "x" })).toEqual(valid);
  });
});

describe("decodeClaims", () => {
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const encode = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));
  const tokenOf = (payload: string) => `${encode({ alg: "HS256", typ: "JWT" })}.${payload}.c2lnbmF0dXJl`;

  it("reads a token's base64url UTF-8 payload (Persian names, every padding length)", () => {
    for (const given_name of ["سارا", "سا", "س", "ابوالفضل", "Émile"]) {
      const claims = { ...valid, given_name };
      expect(decodeClaims(tokenOf(encode(claims)))).toEqual(readClaims(claims));
    }
  });

  it("gives null for what is not a token's payload", () => {
    const bad = [
      "",
      "abc",
      "a..c",
      tokenOf("!!!"),
      tokenOf(base64url(new TextEncoder().encode("not json"))),
      tokenOf(base64url(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]))),
      tokenOf(encode({ ...valid, sub: 1 })),
    ];
    for (const token of bad) expect(decodeClaims(token)).toBeNull();
  });
});
