import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function inviteCodeOf(id: string): Promise<string> {
  const [row] = await t.database.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, id));
  if (!row) throw new Error("no user");
  return row.code;
}

async function inviteLink(token: string, headers: Record<string, string> = {}) {
  const response = await t.call({ method: "GET", url: "/api/user/invite", token, headers });
  return { status: response.statusCode, body: response.json() as { data: { invite_link: string } } };
}

/** Signs up `mobile` through the SMS flow, arriving with an invite code. */
async function signUpInvited(mobile: string, inviteCode: string): Promise<number> {
  const request = await t.call({
    method: "POST",
    url: "/auth/request_sms_code/sms_request_register",
    payload: { mobile, invite_code: inviteCode },
  });
  expect(request.statusCode, request.body).toBe(200);
  const code = t.sms.lastCode(mobile, "sms_request_register");
  const verify = await t.call({ method: "POST", url: `/auth/verify_sms_code/${code}`, payload: { mobile } });
  return verify.statusCode;
}

describe("GET /api/user/invite", () => {
  it("answers the sign-up link with the user's invite code on the configured origin", async () => {
    const { id, token } = await t.createUser();
    const answer = await inviteLink(token);
    expect(answer.status).toBe(200);
    // No PUBLIC_URL in this test app: the configured HOST (every interface) and PORT.
    expect(answer.body.data.invite_link).toBe(
      `http://localhost:8080/v1/auth/signup/mobile?invite=${await inviteCodeOf(id)}`,
    );
  });

  it("needs a token", async () => {
    expect((await t.call({ method: "GET", url: "/api/user/invite" })).statusCode).toBe(401);
  });
});

describe("the invite reward", () => {
  it("gives the inviter 5 points per invitee, once, also when two invitees sign up at once", async () => {
    const inviter = await t.createUser();
    const code = await inviteCodeOf(inviter.id);
    const statuses = await Promise.all([
      signUpInvited("09121110031", code),
      signUpInvited("09121110032", code),
    ]);
    expect(statuses).toEqual([200, 200]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, inviter.id));
    expect(row?.points).toBe(10);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(ledger.map((l) => l.delta)).toEqual([5, 5]);
    expect(new Set(ledger.map((l) => l.uniqueKey)).size).toBe(2);

    // Verifying again (a reset of the same mobile, or a second register flow) pays nothing more.
    t.clock.advance(3 * 60_000);
    await signUpInvited("09121110031", code).catch(() => 0);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, inviter.id));
    expect(after?.points).toBe(10);
  });
});

describe("the invite link with PUBLIC_URL", () => {
  it("uses PUBLIC_URL, whatever the Host", async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: "https://vajeh.example/" } });
    try {
      const { id, token } = await other.createUser();
      const response = await other.call({
        method: "GET",
        url: "/api/user/invite",
        token,
        headers: { host: "attacker.example" },
      });
      const [row] = await other.database.db.select().from(users).where(eq(users.id, id));
      expect((response.json() as { data: { invite_link: string } }).data.invite_link).toBe(
        `https://vajeh.example/v1/auth/signup/mobile?invite=${row?.inviteCode}`,
      );
    } finally {
      await other.close();
    }
  });
});
