import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addPersianMonths } from "../../../../src/domain/persian-months.js";
import { factors, subscriptions } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  addDiscountCode,
  cartRow,
  discountState,
  type ErrorBody,
  type FactorBody,
  factorByNo,
  fillCart,
  get,
  setPoints,
  startPayment,
  subscriptionsOf,
  verify,
} from "./store-test-support.js";

const t = testAppPerFile({
  setup: async (app) => {
    await addDiscountCode(app, { code: "SOLO30", amount: 30, maxUses: 1 });
  },
});

const PERSIAN = /[\u0600-\u06FF]/;
const DAY = 24 * 3600 * 1000;

describe("GET /api/payment/pay/cart/:gateway — errors", () => {
  it("needs a token", async () => {
    expect((await get(t, "/api/payment/pay/cart/sandbox")).status).toBe(401);
    expect((await get(t, "/api/payment/verify/X?Authority=a&Status=OK")).status).toBe(401);
    expect((await get(t, "/api/payment/factors")).status).toBe(401);
  });

  it("answers 422 for an unknown gateway, or ZarinPal when it is not configured", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token);
    for (const gateway of ["paypal", "zarinpal"]) {
      const answer = await get<ErrorBody>(t, `/api/payment/pay/cart/${gateway}`, token);
      expect(answer.status, gateway).toBe(422);
      expect(answer.body.messages.error).toMatch(PERSIAN);
    }
    expect((await get(t, "/api/payment/pay/cart/Not%20A%20Key", token)).status).toBe(400);
  });

  it("answers 422 for an empty cart and makes no factor", async () => {
    const { id, token } = await t.createUser();
    for (const gateway of ["sandbox", "points"]) {
      const answer = await get<ErrorBody>(t, `/api/payment/pay/cart/${gateway}`, token);
      expect(answer.status).toBe(422);
      expect(answer.body.messages.error).toMatch(PERSIAN);
    }
    expect(await t.database.db.select().from(factors).where(eq(factors.userId, id))).toEqual([]);
  });
});

describe("the sandbox gateway", () => {
  it("makes a pending factor from the database's prices and sends the browser to its page", async () => {
    const { id, token } = await t.createUser({ mobile: "09121110001" });
    await fillCart(t, token, "month-1", "WELCOME20");
    const paid = await get<{ data: { url: string } }>(t, "/api/payment/pay/cart/sandbox", token);
    expect(paid.status).toBe(200);
    const match = /^http:\/\/localhost:8080\/payment\/sandbox\/([0-9A-Z]{16})$/.exec(paid.body.data.url);
    expect(match, paid.body.data.url).not.toBeNull();
    const row = await factorByNo(t, match?.[1] ?? "");
    expect(row).toMatchObject({
      userId: id,
      recipientId: id,
      licenseId: "month-1",
      licenseName: "اشتراک یک‌ماهه",
      gateway: "sandbox",
      totalPrice: 149000,
      discountCode: "WELCOME20",
      discountAmount: 29800,
      finalPrice: 119200,
      status: "pending",
      phone: "09121110001",
    });
    expect(row.authority).toMatch(/^sbx-/);
    expect(await subscriptionsOf(t, id)).toEqual([]);
  });

  it("serves a Persian page with the license, the amount in tomans, and Pay and Cancel", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token, "month-1");
    const { no } = await startPayment(t, token);
    const page = await t.call({ method: "GET", url: `/payment/sandbox/${no}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    const html = page.body;
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(html).toContain("اشتراک یک‌ماهه");
    expect(html).toContain("۱۴۹٬۰۰۰ تومان");
    expect(html).toContain(no);
    expect(html).toMatch(/<form method="post"[^>]*>/);
    expect(html).toMatch(/<button[^>]*name="action" value="pay"[^>]*>پرداخت<\/button>/);
    expect(html).toMatch(/<button[^>]*name="action" value="cancel"[^>]*>انصراف<\/button>/);
    expect(html).not.toMatch(/<script/i);
  });

  it("redirects Pay and Cancel (303) back to the app with the authority and the status", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token);
    const post = (action: string) =>
      t.call({
        method: "POST",
        url: `/payment/sandbox/${no}`,
        payload: `action=${action}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const pay = await post("pay");
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/v1/verifyPayment/${no}?Authority=${authority}&Status=OK`);
    const cancel = await post("cancel");
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/v1/verifyPayment/${no}?Authority=${authority}&Status=NOK`);
    expect((await post("steal")).statusCode).toBe(400);
    // Nothing is settled by the page itself.
    expect((await factorByNo(t, no)).status).toBe("pending");
  });

  it("answers an unknown factor, or one of another gateway, with a 404 page", async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 1000);
    await fillCart(t, token);
    const byPoints = await get<{ data: { factor_no: string } }>(t, "/api/payment/pay/cart/points", token);
    expect(byPoints.status).toBe(200);
    const urls = [
      "/payment/sandbox/NOSUCHFACTOR0000",
      "/payment/sandbox/%00",
      `/payment/sandbox/${"x".repeat(80)}`,
      `/payment/sandbox/${byPoints.body.data.factor_no}`,
    ];
    for (const url of urls) {
      const page = await t.call({ method: "GET", url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('lang="fa"');
      const post = await t.call({
        method: "POST",
        url,
        payload: "action=pay",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(post.statusCode, url).toBe(404);
    }
  });

  it("says a finished payment is finished", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token);
    await verify(t, token, no, { Authority: authority, Status: "NOK" });
    const page = await t.call({ method: "GET", url: `/payment/sandbox/${no}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain("<button");
  });

  it("settles on verify: paid, subscription granted, discount counted, cart emptied; replays credit nothing", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token, "month-1", "WELCOME20");
    const before = await discountState(t, "WELCOME20");
    const { no, authority } = await startPayment(t, token);
    const now = t.clock.now();

    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("paid");
    const expectedEnd = addPersianMonths(now, 1);
    expect(answer.body.data.factor).toMatchObject({
      no,
      orders: [{ name: "اشتراک یک‌ماهه" }],
      created_at: { date: now.toISOString() },
      expiry_at: { date: expectedEnd.toISOString() },
      final_price: 119200,
      status: "paid",
    });
    const subs = await subscriptionsOf(t, id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ licenseId: "month-1", startsAt: now, endsAt: expectedEnd });
    const after = await discountState(t, "WELCOME20");
    expect(after.uses).toBe(before.uses + 1);
    expect(after.rows.filter((r) => r.userId === id)).toHaveLength(1);
    expect(await cartRow(t, id)).toBeNull();

    const replays: Record<string, string>[] = [
      { Authority: authority, Status: "OK" },
      { Authority: "x", Status: "NOK" },
      {},
    ];
    for (const query of replays) {
      const again = await verify(t, token, no, query);
      expect(again.status).toBe(200);
      expect(again.body.data.status).toBe("paid");
    }
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
    expect((await discountState(t, "WELCOME20")).uses).toBe(before.uses + 1);
  });

  it("fails a cancelled payment for good", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token);
    const cancelled = await verify(t, token, no, { Authority: authority, Status: "NOK" });
    expect(cancelled.body.data.status).toBe("failed");
    expect(cancelled.body.data.factor).toMatchObject({ status: "failed", expiry_at: null });
    const later = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(later.body.data.status).toBe("failed");
    expect(await subscriptionsOf(t, id)).toEqual([]);
    // The cart is still there to try again.
    expect((await cartRow(t, id))?.licenseId).toBe("month-1");
  });

  it("credits nothing for a wrong Authority, and leaves the factor for the real callback", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token);
    const forged = authority.replace(/-(\d+)-/, "-1000-");
    const forgeries: Record<string, string>[] = [
      { Authority: forged, Status: "OK" },
      { Status: "OK" },
      { Authority: "", Status: "OK" },
    ];
    for (const query of forgeries) {
      const answer = await verify(t, token, no, query);
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe("failed");
    }
    expect(await subscriptionsOf(t, id)).toEqual([]);
    expect((await factorByNo(t, no)).status).toBe("pending");
    const real = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(real.body.data.status).toBe("paid");
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
  });

  it("answers 404 for another user's factor and for an unknown one, and changes nothing", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await fillCart(t, owner.token);
    const { no, authority } = await startPayment(t, owner.token);
    const stolen = await verify(t, other.token, no, { Authority: authority, Status: "OK" });
    expect(stolen.status).toBe(404);
    expect((stolen.body as unknown as ErrorBody).messages.error).toMatch(PERSIAN);
    expect((await verify(t, other.token, "NOSUCHFACTOR0000", { Status: "OK" })).status).toBe(404);
    // An id with a control character is refused by the contract before any lookup.
    expect((await verify(t, other.token, "\u0000", { Authority: "\u0000" })).status).toBe(400);
    expect((await factorByNo(t, no)).status).toBe("pending");
    expect(await subscriptionsOf(t, other.id)).toEqual([]);
    expect(await subscriptionsOf(t, owner.id)).toEqual([]);
  });

  it("credits nothing when the amount differs from what the gateway charged", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token);
    const { no, authority } = await startPayment(t, token);
    await t.database.db.update(factors).set({ finalPrice: 1000 }).where(eq(factors.no, no));
    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("failed");
    expect((await factorByNo(t, no)).status).toBe("failed");
    expect(await subscriptionsOf(t, id)).toEqual([]);
  });

  it("refuses repeated query keys (400), not a 5xx", async () => {
    const { token } = await t.createUser();
    await fillCart(t, token);
    const { no } = await startPayment(t, token);
    expect((await get(t, `/api/payment/verify/${no}?Authority=a&Authority=b`, token)).status).toBe(400);
  });

  it("fails the second factor of a single-use code used up in the meantime (nobody pays for it)", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await fillCart(t, a.token, "month-1", "SOLO30");
    await fillCart(t, b.token, "month-1", "SOLO30");
    const first = await startPayment(t, a.token);
    const second = await startPayment(t, b.token);
    expect(
      (await verify(t, a.token, first.no, { Authority: first.authority, Status: "OK" })).body.data.status,
    ).toBe("paid");
    const lost = await verify(t, b.token, second.no, { Authority: second.authority, Status: "OK" });
    expect(lost.body.data.status).toBe("failed");
    expect(await subscriptionsOf(t, b.id)).toEqual([]);
    const state = await discountState(t, "SOLO30");
    expect(state.uses).toBe(1);
    expect(state.rows.map((r) => r.userId)).toEqual([a.id]);
    // And b's cart no longer offers it.
    const cart = await get<{ data: { discount_code: string | null } }>(t, "/api/store/cart/items", b.token);
    expect(cart.body.data.discount_code).toBeNull();
  });
});

describe("a discount that stops being valid before paying", () => {
  it("answers 422 once so the learner sees the new price, then pays the full price", async () => {
    await addDiscountCode(t, { code: "LAST1", amount: 40, maxUses: 1 });
    const a = await t.createUser();
    const b = await t.createUser();
    await fillCart(t, a.token, "month-1", "LAST1");
    await fillCart(t, b.token, "month-1", "LAST1");
    const first = await startPayment(t, a.token);
    expect(
      (await verify(t, a.token, first.no, { Authority: first.authority, Status: "OK" })).body.data.status,
    ).toBe("paid");
    const refused = await get<ErrorBody>(t, "/api/payment/pay/cart/sandbox", b.token);
    expect(refused.status).toBe(422);
    expect(refused.body.messages.error).toMatch(PERSIAN);
    const { no } = await startPayment(t, b.token);
    expect(await factorByNo(t, no)).toMatchObject({ discountCode: null, finalPrice: 149000 });
  });
});

describe("subscriptions", () => {
  it("extend from the end of the one already active", async () => {
    const { id, token } = await t.createUser({ subscribed: true });
    const [current] = await subscriptionsOf(t, id);
    if (!current) throw new Error("no subscription");
    await fillCart(t, token, "month-3");
    const { no, authority } = await startPayment(t, token);
    const answer = await verify(t, token, no, { Authority: authority, Status: "OK" });
    expect(answer.body.data.status).toBe("paid");
    const subs = (await subscriptionsOf(t, id)).sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(subs).toHaveLength(2);
    const end = current.endsAt;
    const expected = addPersianMonths(end, 3);
    expect(subs[1]).toMatchObject({
      startsAt: end,
      endsAt: expected,
      factorId: (await factorByNo(t, no)).id,
    });
    expect(answer.body.data.factor.expiry_at).toEqual({ date: expected.toISOString() });
  });

  it("start now when the previous one has ended", async () => {
    const { id, token } = await t.createUser();
    const now = t.clock.now();
    await t.database.db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId: id,
      licenseId: "month-1",
      startsAt: new Date(now.getTime() - 60 * DAY),
      endsAt: new Date(now.getTime() - 30 * DAY),
    });
    await fillCart(t, token, "month-1");
    const { no, authority } = await startPayment(t, token);
    await verify(t, token, no, { Authority: authority, Status: "OK" });
    const fresh = (await subscriptionsOf(t, id)).find((s) => s.factorId !== null);
    expect(fresh?.startsAt).toEqual(now);
  });

  it("open the unbought lessons once paid", async () => {
    const { token } = await t.createUser();
    type Course = { data: { lessons: { id: string; sections: unknown[] }[] } };
    const locked = await get<Course>(t, "/api/courses/courses/a1", token);
    expect(locked.status).toBe(200);
    const [freeLesson, paidLesson] = locked.body.data.lessons;
    expect(freeLesson?.sections.length).toBeGreaterThan(0);
    expect(paidLesson?.sections).toEqual([]);

    await fillCart(t, token, "month-1");
    const { no, authority } = await startPayment(t, token);
    expect((await verify(t, token, no, { Authority: authority, Status: "OK" })).body.data.status).toBe(
      "paid",
    );
    const open = await get<Course>(t, "/api/courses/courses/a1", token);
    expect(open.body.data.lessons[1]?.sections.length).toBeGreaterThan(0);
  });
});

describe("a cart that costs nothing", () => {
  it("is paid at once with no gateway, and a single-use code is then used up", async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token, "year-1", "FIRST100");
    const answer = await get<{ data: { success: true; factor_no: string } }>(
      t,
      "/api/payment/pay/cart/sandbox",
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.success).toBe(true);
    const row = await factorByNo(t, answer.body.data.factor_no);
    expect(row).toMatchObject({ status: "paid", finalPrice: 0, discountAmount: 1290000, gateway: "free" });
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
    expect(await cartRow(t, id)).toBeNull();
    const state = await discountState(t, "FIRST100");
    expect(state.uses).toBe(1);
    expect(state.rows).toHaveLength(1);

    const late = await t.createUser();
    await fillCart(t, late.token, "year-1");
    const refused = await get<ErrorBody>(t, "/api/store/cart/apply_discount/FIRST100", late.token);
    expect(refused.status).toBe(422);
  });
});

describe("GET /api/payment/factors", () => {
  it("lists the buyer's factors newest first, with the subscription's end for paid ones", async () => {
    const { token } = await t.createUser({ mobile: "09121110002" });
    const other = await t.createUser();
    await fillCart(t, token, "month-1");
    const first = await startPayment(t, token);
    await verify(t, token, first.no, { Authority: first.authority, Status: "OK" });
    t.clock.advance(60_000);
    await fillCart(t, token, "month-3");
    const second = await startPayment(t, token);
    await verify(t, token, second.no, { Authority: second.authority, Status: "NOK" });
    t.clock.advance(60_000);
    await fillCart(t, other.token, "month-1");
    await startPayment(t, other.token);

    const list = await get<{ data: FactorBody[] }>(t, "/api/payment/factors", token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((f) => [f.no, f.status])).toEqual([
      [second.no, "failed"],
      [first.no, "paid"],
    ]);
    const [failed, paid] = list.body.data;
    expect(failed).toMatchObject({
      orders: [{ name: "اشتراک سه‌ماهه" }],
      expiry_at: null,
      phone: "09121110002",
      final_price: 399000,
    });
    expect(paid?.expiry_at?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(paid?.id).toBeTruthy();

    const empty = await get<{ data: FactorBody[] }>(t, "/api/payment/factors", (await t.createUser()).token);
    expect(empty.body.data).toEqual([]);
  });
});
