import { describe, expect, it } from "vitest";

import * as contract from "./outbox-messages.js";
import {
  authMirrorSchema,
  outboxAnsweredSchema,
  outboxMessageSchema,
  replayRequestSchema,
  tokenTail,
} from "./outbox-messages.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const key = "5c1f2e9a-7d1b-4b8e-9a43-0f6f1d2c3b4a";
const answered = {
  type: "outbox-answered",
  key,
  status: 200,
  body: { id: "b-1", status: "learning" },
  token_tail: "abcdefghijklmnop",
};
const mirror = { type: "auth-token", token: "eyJ.x.y", userId: "u-1" };

const cases: SchemaCase[] = [
  [
    "outboxAnsweredSchema",
    outboxAnsweredSchema,
    answered,
    [
      { ...answered, key: "" },
      { ...answered, status: 404.5 },
      { ...answered, status: "404" },
      { ...answered, token_tail: undefined },
      { ...answered, type: "outbox-delivered" },
    ],
  ],
  [
    "outboxMessageSchema",
    outboxMessageSchema,
    answered,
    [
      { ...answered, type: "outbox-lost" },
      { ...answered, status: undefined },
      { ...answered, key: 1 },
    ],
  ],
  [
    "authMirrorSchema",
    authMirrorSchema,
    mirror,
    [
      { ...mirror, token: undefined },
      { ...mirror, userId: 7 },
      { ...mirror, type: "outbox-replay" },
    ],
  ],
  ["replayRequestSchema", replayRequestSchema, { type: "outbox-replay" }, [{ type: "auth-token" }, {}, null]],
];

describeSchemaCases("outbox-messages.ts", contract, cases);

describe("outbox-messages.ts", () => {
  it("carries the server's answer body as it came (a 204 has none)", () => {
    expect(outboxMessageSchema.parse(answered)).toEqual(answered);
    expect(outboxMessageSchema.parse({ ...answered, status: 204, body: null }).body).toBeNull();
  });

  it("tells two tokens apart by their tail, without the whole token", () => {
    const a = "header.payload.signature-aaaaaaaaaaaaaaaa";
    const b = "header.payload.signature-bbbbbbbbbbbbbbbb";
    expect(tokenTail(a)).not.toBe(tokenTail(b));
    expect(tokenTail(a)).toHaveLength(16);
    expect(a.endsWith(tokenTail(a))).toBe(true);
  });

  it("mirrors a logout as a null token and user (queued writes then wait)", () => {
    expect(authMirrorSchema.parse({ type: "auth-token", token: null, userId: null })).toEqual({
      type: "auth-token",
      token: null,
      userId: null,
    });
  });
});
