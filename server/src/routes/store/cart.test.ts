import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test-support/test-app.js";
import { addDiscountCode, type CartBody, cartRow, type ErrorBody, get } from "./store-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addDiscountCode(t, { code: "ONCE50", amount: 50, maxUses: 1 });
  await addDiscountCode(t, { code: "GONE", amount: 10, maxUses: 2 });
  await t.database.db.update(discountCodes).set({ uses: 2 }).where(eq(discountCodes.code, "GONE"));
  await addDiscountCode(t, { code: "SOON", amount: 10, expiresAt: new Date("2026-03-02T00:00:00.000Z") });
});
afterAll(async () => {
  await t?.close();
});

const PERSIAN = /[\u0600-\u06FF]/;
const EMPTY_TOTALS = {
  total_price: 0,
  total_discount: 0,
  total_price_with_discount: 0,
  total_final_price: 0,
  total_final_price_in_point: 0,
};

describe("GET /api/store/licenses", () => {
  it("lists the licenses in order with price in tomans and period", async () => {
    const { token } = await t.createUser();
    const answer = await get<{ data: unknown[] }>(t, "/api/store/licenses", token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: "month-1", name: "اشتراک یک‌ماهه", price: 149000, expiry_time: 1, expiry_time_type: "month" },
      { id: "month-3", name: "اشتراک سه‌ماهه", price: 399000, expiry_time: 3, expiry_time_type: "month" },
      { id: "year-1", name: "اشتراک یک‌ساله", price: 1290000, expiry_time: 1, expiry_time_type: "year" },
    ]);
  });

  it("needs a token", async () => {
    expect((await get(t, "/api/store/licenses")).status).toBe(401);
    expect((await get(t, "/api/store/cart/items")).status).toBe(401);
    expect((await get(t, "/api/store/cart/modify/month-1/1")).status).toBe(401);
    expect((await get(t, "/api/store/cart/apply_discount/WELCOME20")).status).toBe(401);
  });
});

describe("the cart", () => {
  it("is empty for a new user", async () => {
    const { token } = await t.createUser();
    const answer = await get<CartBody>(t, "/api/store/cart/items", token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ products: [], ...EMPTY_TOTALS, discount_code: null });
  });

  it("holds the one license last chosen, with its totals", async () => {
    const { id, token } = await t.createUser();
    const first = await get<CartBody>(t, "/api/store/cart/modify/month-1/1", token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      products: [{ name: "اشتراک یک‌ماهه", price: 149000, expiry_time: 1, expiry_time_type: "month" }],
      total_price: 149000,
      total_discount: 0,
      total_price_with_discount: 149000,
      total_final_price: 149000,
      total_final_price_in_point: 149,
      discount_code: null,
    });
    const second = await get<CartBody>(t, "/api/store/cart/modify/year-1/1", token);
    expect(second.body.data.products.map((p) => p.name)).toEqual(["اشتراک یک‌ساله"]);
    expect(second.body.data.total_price).toBe(1290000);
    const items = await get<CartBody>(t, "/api/store/cart/items", token);
    expect(items.body.data).toEqual(second.body.data);
    expect((await cartRow(t, id))?.licenseId).toBe("year-1");
  });

  it("answers 404 for an unknown license and keeps the cart as it was", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-3/1", token);
    const answer = await get<ErrorBody>(t, "/api/store/cart/modify/no-such-license/1", token);
    expect(answer.status).toBe(404);
    expect(answer.body.messages.error).toMatch(PERSIAN);
    const items = await get<CartBody>(t, "/api/store/cart/items", token);
    expect(items.body.data.products.map((p) => p.price)).toEqual([399000]);
  });

  it("refuses a license id that is too long or holds a NUL (contract: 400), not a 5xx", async () => {
    const { token } = await t.createUser();
    expect((await get(t, `/api/store/cart/modify/${"x".repeat(65)}/1`, token)).status).toBe(400);
    expect((await get(t, "/api/store/cart/modify/%00/1", token)).status).toBe(400);
  });

  it("keeps each user's cart apart", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", a.token);
    const other = await get<CartBody>(t, "/api/store/cart/items", b.token);
    expect(other.body.data.products).toEqual([]);
  });
});

describe("GET /api/store/cart/apply_discount/:code", () => {
  it("applies a percentage code, case-insensitively", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    const answer = await get<CartBody>(t, "/api/store/cart/apply_discount/welcome20", token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      total_price: 149000,
      total_discount: 29800,
      total_price_with_discount: 119200,
      total_final_price: 119200,
      total_final_price_in_point: 120,
      discount_code: "WELCOME20",
    });
    const items = await get<CartBody>(t, "/api/store/cart/items", token);
    expect(items.body.data).toEqual(answer.body.data);
  });

  it("applies a fixed code, and keeps it when another license is chosen", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    const applied = await get<CartBody>(t, "/api/store/cart/apply_discount/NOWRUZ50", token);
    expect(applied.body.data).toMatchObject({ total_discount: 50000, total_final_price: 99000 });
    const changed = await get<CartBody>(t, "/api/store/cart/modify/month-3/1", token);
    expect(changed.body.data).toMatchObject({
      total_price: 399000,
      total_discount: 50000,
      total_final_price: 349000,
      total_final_price_in_point: 349,
      discount_code: "NOWRUZ50",
    });
  });

  it("answers 422 with a Persian message for unknown, expired and used-up codes", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    const messages = new Set<string>();
    for (const code of ["NOPE", "YALDA1404", "GONE"]) {
      const answer = await get<ErrorBody>(t, `/api/store/cart/apply_discount/${code}`, token);
      expect(answer.status, code).toBe(422);
      expect(answer.body.messages.error).toMatch(PERSIAN);
      expect(answer.body.fields?.code).toBe(answer.body.messages.error);
      messages.add(answer.body.messages.error);
    }
    expect(messages.size).toBe(3);
  });

  it("keeps the code already applied when another one is refused", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    await get(t, "/api/store/cart/apply_discount/WELCOME20", token);
    expect((await get(t, "/api/store/cart/apply_discount/NOPE", token)).status).toBe(422);
    const items = await get<CartBody>(t, "/api/store/cart/items", token);
    expect(items.body.data.discount_code).toBe("WELCOME20");
  });

  it("answers 422 for an empty cart", async () => {
    const { token } = await t.createUser();
    const answer = await get<ErrorBody>(t, "/api/store/cart/apply_discount/WELCOME20", token);
    expect(answer.status).toBe(422);
    expect(answer.body.messages.error).toMatch(PERSIAN);
  });

  it("refuses a malformed code by the contract (400), not a 5xx", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    for (const code of ["a%20b", "%27%3B--", "x".repeat(41)]) {
      expect((await get(t, `/api/store/cart/apply_discount/${code}`, token)).status, code).toBe(400);
    }
  });

  it("drops a code from the cart once it has expired", async () => {
    const { id, token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    const applied = await get<CartBody>(t, "/api/store/cart/apply_discount/soon", token);
    expect(applied.body.data.discount_code).toBe("SOON");
    t.clock.advance(24 * 3600 * 1000);
    try {
      const items = await get<CartBody>(t, "/api/store/cart/items", token);
      expect(items.body.data).toMatchObject({
        total_discount: 0,
        total_final_price: 149000,
        discount_code: null,
      });
      expect((await cartRow(t, id))?.discountCode).toBeNull();
    } finally {
      t.clock.advance(-24 * 3600 * 1000);
    }
  });

  it("applies a single-use code that nobody has used yet", async () => {
    const { token } = await t.createUser();
    await get(t, "/api/store/cart/modify/month-1/1", token);
    const answer = await get<CartBody>(t, "/api/store/cart/apply_discount/once50", token);
    expect(answer.body.data).toMatchObject({ total_discount: 74500, discount_code: "ONCE50" });
  });
});
