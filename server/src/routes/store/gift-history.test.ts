import { sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  type FactorBody,
  fillCart,
  get,
  setPoints,
  startPayment,
  verify,
  verifyRecipient,
} from "./store-test-support.js";

const t = testAppPerFile();

type HistoryEntry = FactorBody & {
  gift?: { direction: "sent" | "received"; from_name: string | null; from_mobile: string | null };
};

async function history(token: string): Promise<HistoryEntry[]> {
  const answer = await get<{ data: HistoryEntry[] }>(t, "/api/payment/factors", token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The claims of a fresh token (GET /api/auth/check). */
async function freshClaims(token: string): Promise<Record<string, unknown>> {
  const answer = await get<{ data: { access_token: string } }>(t, "/api/auth/check", token);
  expect(answer.status).toBe(200);
  return decodeJwt(answer.body.data.access_token);
}

describe("a gift in both histories", () => {
  it("marks it sent for the giver, and received (who, what, until when) for the recipient", async () => {
    const giver = await t.createUser({ mobile: "09121110040", name: "مینا", lastname: "احمدی" });
    const friendMobile = "09121110041";
    await verifyRecipient(t, giver.token, friendMobile);
    await fillCart(t, giver.token, "month-3");
    const { no, authority } = await startPayment(t, giver.token, "sandbox", true);
    expect((await verify(t, giver.token, no, { Authority: authority, Status: "OK" })).body.data.status).toBe(
      "paid",
    );

    const [sent] = await history(giver.token);
    expect(sent).toMatchObject({ no, phone: friendMobile, gift: { direction: "sent" } });

    const friendToken = await t.signUp(friendMobile);
    const received = await history(friendToken);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      no,
      status: "paid",
      orders: [{ name: "اشتراک سه‌ماهه" }],
      gift: { direction: "received", from_name: "مینا احمدی", from_mobile: "09121110040" },
    });
    expect(received[0]?.expiry_at?.date).toBe(sent?.expiry_at?.date);

    // The recipient's token names the giver, so the profile says who it came from (also offline);
    // the giver's own token does not.
    expect((await freshClaims(friendToken)).subscription_gift_from).toBe("مینا احمدی");
    expect(await freshClaims(giver.token)).not.toHaveProperty("subscription_gift_from");
  });

  it("keeps a gift still pending or failed out of the recipient's history", async () => {
    const giver = await t.createUser();
    const friend = await t.createUser({ mobile: "09121110042" });
    await verifyRecipient(t, giver.token, "09121110042");
    await fillCart(t, giver.token);
    await startPayment(t, giver.token, "sandbox", true);
    expect(await history(friend.token)).toEqual([]);
    expect((await history(giver.token))[0]?.gift?.direction).toBe("sent");
  });

  it("names the giver by mobile until they complete their profile", async () => {
    const giver = await t.createUser({ mobile: "09121110044", name: "", lastname: " " });
    await verifyRecipient(t, giver.token, "09121110045");
    await fillCart(t, giver.token, "month-1");
    const { no, authority } = await startPayment(t, giver.token, "sandbox", true);
    await verify(t, giver.token, no, { Authority: authority, Status: "OK" });
    const friendToken = await t.signUp("09121110045");
    expect((await freshClaims(friendToken)).subscription_gift_from).toBe("09121110044");
  });

  it("leaves a learner's own purchase unmarked", async () => {
    const buyer = await t.createUser();
    await setPoints(t, buyer.id, 500);
    await fillCart(t, buyer.token);
    expect((await get(t, "/api/payment/pay/cart/points", buyer.token)).status).toBe(200);
    const [own] = await history(buyer.token);
    expect(own?.status).toBe("paid");
    expect(own && "gift" in own).toBe(false);
  });
});

describe("the token says until when the subscription runs", () => {
  it("carries the end of a bought or received subscription, and null without one", async () => {
    const giver = await t.createUser();
    await setPoints(t, giver.id, 500);
    expect((await freshClaims(giver.token)).subscription_ends_at).toBeNull();

    const friendMobile = "09121110043";
    await verifyRecipient(t, giver.token, friendMobile);
    await fillCart(t, giver.token, "month-1");
    const paid = await get<{ data: { factor_no: string } }>(t, "/api/payment/pay/cart/points/1", giver.token);
    expect(paid.status).toBe(200);
    expect((await freshClaims(giver.token)).subscription_ends_at).toBeNull();

    const friendToken = await t.signUp(friendMobile);
    const [gift] = await history(friendToken);
    const ends = gift?.expiry_at?.date ?? "";
    expect(ends).not.toBe("");
    expect(new Date(String(decodeJwt(friendToken).subscription_ends_at)).toISOString()).toBe(
      new Date(ends).toISOString(),
    );
    expect(new Date(String((await freshClaims(friendToken)).subscription_ends_at)).toISOString()).toBe(
      new Date(ends).toISOString(),
    );
  });
});

describe("the history's query", () => {
  it("finds a user's factors and the gifts they received by index, never by reading every factor", async () => {
    const { db } = t.database;
    // Sequential scans made as dear as they go: the plan scans the table only where no index serves.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ "QUERY PLAN": string }>(
        sql`explain select * from factors
            where user_id = 'u' or (recipient_id = 'u' and user_id <> 'u' and status = 'paid')
            order by created_at desc limit 50`,
      );
    });
    const rows = (plan as unknown as { rows: { "QUERY PLAN": string }[] }).rows;
    const text = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).not.toMatch(/Seq Scan on factors/);
    expect(text).toMatch(/factors_recipient_idx/);
  });
});
