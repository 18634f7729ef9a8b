import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factors } from "../../db/schema.js";
import { FakeZarinpal } from "../../services/payments/zarinpal.fixture.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import {
  type ErrorBody,
  factorByNo,
  fillCart,
  get,
  startPayment,
  subscriptionsOf,
  verify,
} from "./store-test-support.js";

const MERCHANT = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";
let t: TestApp;
let zarinpal: FakeZarinpal;
beforeAll(async () => {
  zarinpal = await new FakeZarinpal(MERCHANT).start();
  t = await createTestApp({
    env: {
      ZARINPAL_MERCHANT_ID: MERCHANT,
      ZARINPAL_API_URL: zarinpal.url,
      PUBLIC_URL: "https://vajeh.example/",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await zarinpal?.close();
});

describe("the ZarinPal gateway", () => {
  it("is listed first in the settings when configured", async () => {
    const { token } = await t.createUser();
    const settings = await get<{ data: { gateways: Record<string, string> } }>(t, "/api/app/settings", token);
    expect(Object.keys(settings.body.data.gateways)).toEqual(["zarinpal", "sandbox", "points"]);
  });

  it("requests the amount in rials with the app's callback and sends the browser to StartPay", async () => {
    const { token } = await t.createUser({ mobile: "09121110020" });
    await fillCart(t, token, "month-1", "NOWRUZ50");
    const { no, url, authority } = await startPayment(t, token, "zarinpal");
    expect(url).toBe(`${zarinpal.url}/pg/StartPay/${authority}`);
    expect(zarinpal.calls.at(-1)?.body).toMatchObject({
      merchant_id: MERCHANT,
      amount: 990_000,
      callback_url: `https://vajeh.example/v1/verifyPayment/${no}`,
    });
    expect(await factorByNo(t, no)).toMatchObject({ gateway: "zarinpal", authority, finalPrice: 99_000 });
  });

  it("settles on verify (100), and a replay answers paid without a second credit", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token, "zarinpal");
    const calls = zarinpal.verifyCalls();
    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("paid");
    expect(zarinpal.calls.at(-1)?.body).toEqual({ merchant_id: MERCHANT, amount: 1_490_000, authority });
    const replay = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(replay.body.data.status).toBe("paid");
    expect(zarinpal.verifyCalls()).toBe(calls + 1); // a paid factor is not asked about again
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
  });

  it("counts 101 (already verified at ZarinPal) as paid", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token, "zarinpal");
    const payment = zarinpal.payments.get(authority);
    if (payment) payment.verified = true;
    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("paid");
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
  });

  it("credits nothing when the database's amount differs from what ZarinPal was asked for", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token, "zarinpal");
    await t.database.db.update(factors).set({ finalPrice: 1_000 }).where(eq(factors.no, no));
    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("failed");
    expect((await factorByNo(t, no)).status).toBe("failed");
    expect(await subscriptionsOf(t, id)).toEqual([]);
  });

  it("fails a payment ZarinPal says was not made, and a cancelled one without asking", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const unpaid = await startPayment(t, token, "zarinpal");
    const payment = zarinpal.payments.get(unpaid.authority);
    if (payment) payment.paid = false;
    expect(
      (await verify(t, token, unpaid.no, { Authority: unpaid.authority, Status: "OK" })).body.data.status,
    ).toBe("failed");
    const cancelled = await startPayment(t, token, "zarinpal");
    const calls = zarinpal.verifyCalls();
    expect(
      (await verify(t, token, cancelled.no, { Authority: cancelled.authority, Status: "NOK" })).body.data
        .status,
    ).toBe("failed");
    expect(zarinpal.verifyCalls()).toBe(calls);
    expect(await subscriptionsOf(t, id)).toEqual([]);
  });

  it("answers 503 while ZarinPal is unreachable, keeping the factor for a retry", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    zarinpal.failNext = 502;
    const refused = await get<ErrorBody>(t, "/api/payment/pay/cart/zarinpal", token);
    expect(refused.status).toBe(503);
    expect(refused.body.messages.error).toMatch(/درگاه/);
    const [failedStart] = await t.database.db.select().from(factors).where(eq(factors.userId, id));
    expect(failedStart?.status).toBe("failed");

    const { no, authority } = await startPayment(t, token, "zarinpal");
    zarinpal.failNext = 500;
    const down = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(down.status).toBe(503);
    expect((await factorByNo(t, no)).status).toBe("pending");
    const retry = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(retry.body.data.status).toBe("paid");
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
  });

  it("never asks ZarinPal about another user's factor", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await fillCart(t, owner.token);
    const { no, authority } = await startPayment(t, owner.token, "zarinpal");
    const calls = zarinpal.verifyCalls();
    expect((await verify(t, other.token, no, { Authority: authority, Status: "OK" })).status).toBe(404);
    expect(zarinpal.verifyCalls()).toBe(calls);
  });
});
