import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { factors, smsCodes, users } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  cartRow,
  type ErrorBody,
  type FactorBody,
  factorByNo,
  fillCart,
  get,
  ledgerOf,
  pointsOf,
  setPoints,
  startPayment,
  subscriptionsOf,
  verify,
  verifyRecipient,
} from "./store-test-support.js";

const t = testAppPerFile();

const GIFT_MESSAGE = "ابتدا شمارهٔ گیرنده را تأیید کنید";

describe("the points gateway", () => {
  it("pays from the user's points when they cover the price in points", async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 200);
    await fillCart(t, token, "month-1", "WELCOME20"); // 119,200 tomans → 120 points
    const answer = await get<{ data: { success: true; factor_no: string } }>(
      t,
      "/api/payment/pay/cart/points",
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.success).toBe(true);
    const row = await factorByNo(t, answer.body.data.factor_no);
    expect(row).toMatchObject({ status: "paid", gateway: "points", finalPrice: 119200 });
    expect(await pointsOf(t, id)).toBe(80);
    expect((await ledgerOf(t, id)).map((l) => [l.delta, l.uniqueKey])).toEqual([[-120, `pay:${row.id}`]]);
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
    expect(await cartRow(t, id)).toBeNull();
    // Verifying a factor paid with points just answers it.
    const verified = await verify(t, token, row.no, {});
    expect(verified.body.data.status).toBe("paid");
    expect(await pointsOf(t, id)).toBe(80);
  });

  it("pays with exactly enough points", async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 149);
    await fillCart(t, token, "month-1");
    expect((await get(t, "/api/payment/pay/cart/points", token)).status).toBe(200);
    expect(await pointsOf(t, id)).toBe(0);
  });

  it("answers 422 when the points are not enough, and takes and makes nothing", async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 148);
    await fillCart(t, token, "month-1");
    const answer = await get<ErrorBody>(t, "/api/payment/pay/cart/points", token);
    expect(answer.status).toBe(422);
    expect(answer.body.messages.error).toMatch(/امتیاز/);
    expect(await pointsOf(t, id)).toBe(148);
    expect(await ledgerOf(t, id)).toEqual([]);
    expect(await subscriptionsOf(t, id)).toEqual([]);
    expect(await t.database.db.select().from(factors).where(eq(factors.userId, id))).toEqual([]);
    expect((await cartRow(t, id))?.licenseId).toBe("month-1");
  });
});

describe("gifts: GET /api/payment/pay/cart/:gateway/1", () => {
  it("answers 422 until the recipient's mobile is verified by this buyer", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token);
    const answer = await get<ErrorBody>(t, "/api/payment/pay/cart/sandbox/1", token);
    expect(answer.status).toBe(422);
    expect(answer.body.messages.error).toBe(GIFT_MESSAGE);
  });

  it("buys the subscription for the verified mobile, creating the recipient's account", async () => {
    const buyer = await t.createUser({ mobile: "09121110010" });
    const recipientMobile = "09121110011";
    await verifyRecipient(t, buyer.token, recipientMobile);
    await fillCart(t, buyer.token, "month-3");
    const { no, authority } = await startPayment(t, buyer.token, "sandbox", true);
    const [recipient] = await t.database.db.select().from(users).where(eq(users.mobile, recipientMobile));
    if (!recipient) throw new Error("recipient not created");
    expect(recipient.passwordHash).toBeNull();
    expect(await factorByNo(t, no)).toMatchObject({
      userId: buyer.id,
      recipientId: recipient.id,
      phone: recipientMobile,
      status: "pending",
    });

    const answer = await verify(t, buyer.token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("paid");
    expect(answer.body.data.factor.phone).toBe(recipientMobile);
    expect(await subscriptionsOf(t, buyer.id)).toEqual([]);
    expect((await subscriptionsOf(t, recipient.id)).map((s) => s.licenseId)).toEqual(["month-3"]);

    // The buyer's history shows it; the recipient's does not (they did not buy it).
    const history = await get<{ data: FactorBody[] }>(t, "/api/payment/factors", buyer.token);
    expect(history.body.data.map((f) => [f.no, f.phone])).toEqual([[no, recipientMobile]]);
  });

  it("gives to an existing account, paid with the buyer's points", async () => {
    const buyer = await t.createUser();
    const friend = await t.createUser({ mobile: "09121110012" });
    await setPoints(t, buyer.id, 500);
    await verifyRecipient(t, buyer.token, "09121110012");
    await fillCart(t, buyer.token, "month-1");
    const answer = await get<{ data: { factor_no: string } }>(
      t,
      "/api/payment/pay/cart/points/1",
      buyer.token,
    );
    expect(answer.status).toBe(200);
    expect(await pointsOf(t, buyer.id)).toBe(351);
    expect(await pointsOf(t, friend.id)).toBe(0);
    expect(await subscriptionsOf(t, friend.id)).toHaveLength(1);
    expect(await subscriptionsOf(t, buyer.id)).toEqual([]);
    expect(await factorByNo(t, answer.body.data.factor_no)).toMatchObject({ recipientId: friend.id });
  });

  it("does not count another buyer's verification, or one older than ten minutes", async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    await verifyRecipient(t, first.token, "09121110013");
    await fillCart(t, second.token);
    const other = await get<ErrorBody>(t, "/api/payment/pay/cart/sandbox/1", second.token);
    expect(other.status).toBe(422);

    await fillCart(t, first.token);
    t.clock.advance(10 * 60_000 + 1000);
    try {
      const stale = await get<ErrorBody>(t, "/api/payment/pay/cart/sandbox/1", first.token);
      expect(stale.status).toBe(422);
      expect(stale.body.messages.error).toBe(GIFT_MESSAGE);
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }
    const fresh = await get(t, "/api/payment/pay/cart/sandbox/1", first.token);
    expect(fresh.status).toBe(200);
  });

  it("does not count a code that was requested but never verified", async () => {
    const { id, token } = await t.createUser();
    const request = await t.call({
      method: "POST",
      url: "/auth/request_sms_code/sms_request_gift_product",
      payload: { mobile: "09121110014" },
      token,
    });
    expect(request.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.requesterId, id));
    expect(row?.verifiedAt).toBeNull();
    await fillCart(t, token);
    expect((await get(t, "/api/payment/pay/cart/sandbox/1", token)).status).toBe(422);
  });
});
