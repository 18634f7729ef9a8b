import { describe, expect, it } from "vitest";
import { cartSchema } from "../../../src/contract/store.js";
import {
  type DiscountCodeState,
  discountAmount,
  discountProblem,
  normalizeDiscountCode,
  priceCart,
  priceInPoints,
} from "./cart.js";

const NOW = new Date("2026-03-01T08:00:00.000Z");

function code(overrides: Partial<DiscountCodeState> = {}): DiscountCodeState {
  return { code: "X", kind: "percent", amount: 10, expiresAt: null, maxUses: null, uses: 0, ...overrides };
}

describe("discountAmount", () => {
  it("takes floor(price × percent / 100) for a percentage", () => {
    expect(discountAmount(149_000, { kind: "percent", amount: 20 })).toBe(29_800);
    expect(discountAmount(999, { kind: "percent", amount: 33 })).toBe(329); // 329.67 → 329
    expect(discountAmount(1, { kind: "percent", amount: 50 })).toBe(0);
    expect(discountAmount(149_000, { kind: "percent", amount: 100 })).toBe(149_000);
  });

  it("never takes more than the total, or less than nothing", () => {
    expect(discountAmount(149_000, { kind: "percent", amount: 150 })).toBe(149_000);
    expect(discountAmount(149_000, { kind: "percent", amount: -5 })).toBe(0);
    expect(discountAmount(30_000, { kind: "fixed", amount: 50_000 })).toBe(30_000);
    expect(discountAmount(149_000, { kind: "fixed", amount: 50_000 })).toBe(50_000);
    expect(discountAmount(149_000, { kind: "fixed", amount: -1 })).toBe(0);
  });

  it("is 0 without a discount or for an empty total", () => {
    expect(discountAmount(149_000, null)).toBe(0);
    expect(discountAmount(0, { kind: "fixed", amount: 50_000 })).toBe(0);
  });
});

describe("priceInPoints", () => {
  it("is ceil(amount / point value), 0 for nothing", () => {
    expect(priceInPoints(149_000, 1000)).toBe(149);
    expect(priceInPoints(149_001, 1000)).toBe(150);
    expect(priceInPoints(1, 1000)).toBe(1);
    expect(priceInPoints(0, 1000)).toBe(0);
    expect(priceInPoints(119_200, 500)).toBe(239);
  });
});

describe("priceCart", () => {
  it("prices a cart without a discount", () => {
    expect(priceCart([{ price: 149_000 }], null, 1000)).toEqual({
      total_price: 149_000,
      total_discount: 0,
      total_price_with_discount: 149_000,
      total_final_price: 149_000,
      total_final_price_in_point: 149,
    });
  });

  it("prices a cart with a percentage discount", () => {
    expect(priceCart([{ price: 149_000 }], { kind: "percent", amount: 20 }, 1000)).toEqual({
      total_price: 149_000,
      total_discount: 29_800,
      total_price_with_discount: 119_200,
      total_final_price: 119_200,
      total_final_price_in_point: 120,
    });
  });

  it("prices a cart with a fixed discount, and one that covers everything", () => {
    expect(priceCart([{ price: 399_000 }], { kind: "fixed", amount: 50_000 }, 1000).total_final_price).toBe(
      349_000,
    );
    expect(priceCart([{ price: 40_000 }], { kind: "fixed", amount: 50_000 }, 1000)).toMatchObject({
      total_discount: 40_000,
      total_final_price: 0,
      total_final_price_in_point: 0,
    });
  });

  it("prices an empty cart as zeros, and its result fits the contract", () => {
    const totals = priceCart([], { kind: "percent", amount: 20 }, 1000);
    expect(totals).toEqual({
      total_price: 0,
      total_discount: 0,
      total_price_with_discount: 0,
      total_final_price: 0,
      total_final_price_in_point: 0,
    });
    expect(cartSchema.safeParse({ products: [], ...totals, discount_code: null }).success).toBe(true);
  });

  it("sums several items before the discount", () => {
    expect(priceCart([{ price: 100 }, { price: 250 }], { kind: "percent", amount: 10 }, 1000)).toMatchObject({
      total_price: 350,
      total_discount: 35,
      total_final_price: 315,
      total_final_price_in_point: 1,
    });
  });
});

describe("discountProblem", () => {
  it("accepts a valid code", () => {
    expect(discountProblem(code(), NOW)).toBeNull();
    expect(
      discountProblem(code({ expiresAt: new Date(NOW.getTime() + 1), maxUses: 2, uses: 1 }), NOW),
    ).toBeNull();
  });
  it("names unknown, expired and used-up codes", () => {
    expect(discountProblem(null, NOW)).toBe("unknown");
    expect(discountProblem(code({ expiresAt: NOW }), NOW)).toBe("expired");
    expect(discountProblem(code({ maxUses: 1, uses: 1 }), NOW)).toBe("used-up");
    expect(discountProblem(code({ maxUses: 3, uses: 5 }), NOW)).toBe("used-up");
  });
});

describe("normalizeDiscountCode", () => {
  it("upper-cases and trims", () => {
    expect(normalizeDiscountCode(" welcome20 ")).toBe("WELCOME20");
  });
});
