import type { Cart, CartItem } from "../../../src/contract/store.js";

/**
 * Cart pricing (api.md "Store and payment"): pure, in integer tomans, so the cart screen, the pay
 * call and the factor all agree. One discount applies to the cart's total.
 */

export type DiscountKind = "percent" | "fixed";

/** What a discount code takes off: a percentage (0–100) of the total, or a fixed amount in tomans. */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  amount: number;
}

/** A discount_codes row, as far as validity goes. */
export interface DiscountCodeState extends DiscountRule {
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export type DiscountProblem = "unknown" | "expired" | "used-up";

/** Codes are stored upper-case; what the learner types is compared case-insensitively. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a code cannot be applied now, or null when it can. */
export function discountProblem(
  row: DiscountCodeState | null | undefined,
  now: Date,
): DiscountProblem | null {
  if (!row) return "unknown";
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used-up";
  return null;
}

/** The discount on a total: percent → floor(total × pct / 100); fixed → min(amount, total). Never negative. */
export function discountAmount(
  total: number,
  discount: Pick<DiscountRule, "kind" | "amount"> | null,
): number {
  if (!discount || total <= 0) return 0;
  if (discount.kind === "percent") {
    const percent = Math.min(100, Math.max(0, discount.amount));
    return Math.floor((total * percent) / 100);
  }
  return Math.min(Math.max(0, discount.amount), total);
}

/** The price in points of an amount in tomans: ceil(amount / POINT_VALUE_TOMAN). */
export function priceInPoints(amountToman: number, pointValueToman: number): number {
  if (amountToman <= 0) return 0;
  return Math.ceil(amountToman / pointValueToman);
}

export type CartTotals = Omit<Cart, "products" | "discount_code">;

/** The totals of a cart holding `items` with `discount` (already known to be valid) applied. */
export function priceCart(
  items: readonly Pick<CartItem, "price">[],
  discount: Pick<DiscountRule, "kind" | "amount"> | null,
  pointValueToman: number,
): CartTotals {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const off = discountAmount(total, discount);
  const final = total - off;
  return {
    total_price: total,
    total_discount: off,
    total_price_with_discount: final,
    total_final_price: final,
    total_final_price_in_point: priceInPoints(final, pointValueToman),
  };
}
