import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { pointsLedger, users } from "../db/schema.js";
import { createTestDatabase } from "../test-support/test-database.js";
import {
  INVITE_REWARD_POINTS,
  findOrCreateUserByMobile,
  hasAccount,
  newInviteCode,
  onMobileVerified,
  upsertUserByEmail,
} from "./users.js";

let database: Database;
const now = new Date("2026-03-01T08:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function pointsOf(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row?.points;
}

describe("users", () => {
  it("get 8-character [a-z0-9] invite codes", () => {
    const codes = Array.from({ length: 200 }, newInviteCode);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it("are created once per mobile, even by 20 simultaneous callers", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => findOrCreateUserByMobile(tx, "09130000001", null, now)),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results[0]?.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(hasAccount(results[0]?.user ?? null)).toBe(false);
  });

  it("reward the inviter once, in the ledger and in users.points", async () => {
    const inviter = (await findOrCreateUserByMobile(database.db, "09130000002", null, now)).user;
    const { user: invitee, created } = await database.db.transaction((tx) =>
      findOrCreateUserByMobile(tx, "09130000003", inviter.inviteCode, now),
    );
    expect(created).toBe(true);
    expect(invitee.invitedBy).toBe(inviter.id);
    expect(await pointsOf(inviter.id)).toBe(INVITE_REWARD_POINTS);

    // Settling the same invitation again changes nothing.
    await onMobileVerified(database.db, { ...invitee, invitedBy: null }, inviter.inviteCode, now);
    expect(await pointsOf(inviter.id)).toBe(INVITE_REWARD_POINTS);
    const ledger = await database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5, reason: "invite", uniqueKey: `invite:${invitee.id}` });

    // An existing user signing in again is not "invited".
    const again = await findOrCreateUserByMobile(database.db, "09130000002", invitee.inviteCode, now);
    expect(again.created).toBe(false);
    expect(await pointsOf(invitee.id)).toBe(0);
  });

  it("ignore an unknown invite code and one's own", async () => {
    const { user } = await findOrCreateUserByMobile(database.db, "09130000004", "unknown1", now);
    expect(user.invitedBy).toBeNull();
    const self = await onMobileVerified(database.db, user, user.inviteCode, now);
    expect(self.invitedBy).toBeNull();
    expect(await pointsOf(user.id)).toBe(0);
  });

  it("are found or created by verified email, filling only empty fields", async () => {
    const created = await upsertUserByEmail(
      database.db,
      { email: "Ali@Example.com", givenName: "Ali", familyName: null, picture: null },
      now,
    );
    expect(created).toMatchObject({
      email: "ali@example.com",
      emailVerified: true,
      givenName: "Ali",
      mobile: null,
    });
    const again = await upsertUserByEmail(
      database.db,
      {
        email: "ali@example.com",
        givenName: "Other",
        familyName: "Rezaei",
        picture: "https://p.example/a.png",
      },
      now,
    );
    expect(again.id).toBe(created.id);
    expect(again).toMatchObject({
      givenName: "Ali",
      familyName: "Rezaei",
      picture: "https://p.example/a.png",
    });
  });
});
