import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  carts,
  discountCodes,
  discountUses,
  factors,
  pointsLedger,
  subscriptions,
  users,
} from "../../db/schema.js";
import type { TestApp } from "../../test-support/test-app.js";

/** Helpers shared by the store and payment tests. */

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export async function get<T = unknown>(t: TestApp, url: string, token?: string): Promise<Answer<T>> {
  const response = await t.call({ method: "GET", url, token });
  const type = String(response.headers["content-type"] ?? "");
  return {
    status: response.statusCode,
    body: (type.includes("json") ? response.json() : response.body) as T,
    headers: response.headers,
  };
}

export interface CartBody {
  data: {
    products: { name: string; price: number; expiry_time: number; expiry_time_type: string }[];
    total_price: number;
    total_discount: number;
    total_price_with_discount: number;
    total_final_price: number;
    total_final_price_in_point: number;
    discount_code: string | null;
  };
}

export interface FactorBody {
  id: string;
  no: string;
  orders: { name: string }[];
  created_at: { date: string };
  expiry_at: { date: string } | null;
  phone: string | null;
  final_price: number;
  status: "pending" | "paid" | "failed";
}

export interface VerifyBody {
  data: { status: "paid" | "failed"; factor: FactorBody };
}

export interface ErrorBody {
  messages: { error: string };
  fields?: Record<string, string>;
}

/** Puts a license in the cart and, optionally, applies a discount code. */
export async function fillCart(
  t: TestApp,
  token: string,
  licenseId = "month-1",
  code?: string,
): Promise<void> {
  const modify = await get(t, `/api/store/cart/modify/${licenseId}/1`, token);
  expect(modify.status).toBe(200);
  if (code) {
    const applied = await get(t, `/api/store/cart/apply_discount/${code}`, token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
}

export async function factorByNo(t: TestApp, no: string) {
  const [row] = await t.database.db.select().from(factors).where(eq(factors.no, no));
  if (!row) throw new Error(`no factor ${no}`);
  return row;
}

/** Pays the cart with a redirect gateway; answers the factor number and its stored authority. */
export async function startPayment(
  t: TestApp,
  token: string,
  gateway = "sandbox",
  gift = false,
): Promise<{ no: string; url: string; authority: string }> {
  const paid = await get<{ data: { url: string } }>(
    t,
    `/api/payment/pay/cart/${gateway}${gift ? "/1" : ""}`,
    token,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const url = paid.body.data.url;
  const rows = await t.database.db.select().from(factors).where(eq(factors.gateway, gateway));
  // The sandbox's page names the factor; ZarinPal's StartPay names the authority.
  const mine = rows.find(
    (r) => url.endsWith(`/${r.no}`) || (r.authority !== null && url.endsWith(`/${r.authority}`)),
  );
  if (!mine?.authority) throw new Error("factor of the payment not found");
  return { no: mine.no, url, authority: mine.authority };
}

export function verifyUrl(no: string, query: Record<string, string>): string {
  return `/api/payment/verify/${encodeURIComponent(no)}?${new URLSearchParams(query).toString()}`;
}

export async function verify(t: TestApp, token: string, no: string, query: Record<string, string>) {
  return get<VerifyBody>(t, verifyUrl(no, query), token);
}

export async function subscriptionsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export async function ledgerOf(t: TestApp, userId: string) {
  return t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
}

export async function pointsOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? -1;
}

export async function setPoints(t: TestApp, userId: string, points: number): Promise<void> {
  await t.database.db.update(users).set({ points }).where(eq(users.id, userId));
}

export async function cartRow(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, userId));
  return row ?? null;
}

export async function discountState(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
  const uses = await t.database.db.select().from(discountUses).where(eq(discountUses.code, code));
  return { uses: row?.uses ?? -1, rows: uses };
}

export async function addDiscountCode(
  t: TestApp,
  values: {
    code: string;
    kind?: "percent" | "fixed";
    amount?: number;
    maxUses?: number | null;
    expiresAt?: Date | null;
  },
): Promise<void> {
  await t.database.db.insert(discountCodes).values({
    code: values.code,
    kind: values.kind ?? "percent",
    amount: values.amount ?? 50,
    maxUses: values.maxUses ?? null,
    expiresAt: values.expiresAt ?? null,
  });
}

/** Verifies `mobile` as the gift's recipient through the real SMS flow, signed in as the buyer. */
export async function verifyRecipient(t: TestApp, buyerToken: string, mobile: string): Promise<void> {
  const request = await t.call({
    method: "POST",
    url: "/auth/request_sms_code/sms_request_gift_product",
    payload: { mobile },
    token: buyerToken,
  });
  expect(request.statusCode, request.body).toBe(200);
  const code = t.sms.lastCode(mobile, "sms_request_gift_product");
  const verified = await t.call({
    method: "POST",
    url: `/auth/verify_sms_code/${code}`,
    payload: { mobile },
    token: buyerToken,
  });
  expect(verified.statusCode, verified.body).toBe(200);
}
