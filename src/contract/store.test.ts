import { describe, expect, it } from "vitest";

import * as contract from "./store.js";
import {
  cartItemSchema,
  cartSchema,
  discountCodeParamsSchema,
  discountCodeSchema,
  expiryTimeTypeSchema,
  factorParamsSchema,
  factorGiftSchema,
  factorSchema,
  factorStatusSchema,
  gatewayParamsSchema,
  gatewaySchema,
  licenseParamsSchema,
  licenseSchema,
  payAnswerSchema,
  payRedirectAnswerSchema,
  paySuccessAnswerSchema,
  paymentVerifyAnswerSchema,
  paymentVerifyQuerySchema,
} from "./store.js";
import { describeSchemaCases, type SchemaCase } from "./schema-cases.test-support";

const license = {
  id: "lic-1",
  name: "اشتراک سه‌ماهه",
  price: 290000,
  expiry_time: 3,
  expiry_time_type: "month",
};
const item = { name: license.name, price: license.price, expiry_time: 3, expiry_time_type: "month" };
const cart = {
  products: [item],
  total_price: 290000,
  total_discount: 29000,
  total_price_with_discount: 261000,
  total_final_price: 261000,
  total_final_price_in_point: 2610,
  discount_code: "WELCOME10",
};
const factor = {
  id: "f-1",
  no: "1001",
  orders: [{ name: license.name }],
  created_at: { date: "2024-05-01T10:00:00+03:30" },
  expiry_at: null,
  phone: "09121234567",
  final_price: 261000,
  status: "paid",
};

const cases: SchemaCase[] = [
  ["expiryTimeTypeSchema", expiryTimeTypeSchema, "year", ["week", ""]],
  [
    "licenseSchema",
    licenseSchema,
    license,
    [
      { ...license, price: -1 },
      { ...license, expiry_time: 0 },
      { ...license, expiry_time_type: "days" },
    ],
  ],
  ["licenseParamsSchema", licenseParamsSchema, { licenseId: "lic-1" }, [{}, { licenseId: "" }]],
  [
    "cartItemSchema",
    cartItemSchema,
    item,
    [
      { ...item, price: 1.5 },
      { ...item, name: undefined },
    ],
  ],
  [
    "cartSchema",
    cartSchema,
    cart,
    [
      { ...cart, discount_code: undefined },
      { ...cart, total_final_price: -1 },
      { ...cart, products: [{}] },
      { ...cart, total_final_price_in_point: "2610" },
    ],
  ],
  ["discountCodeSchema", discountCodeSchema, "WELCOME-10_a", ["", "x".repeat(41), "WEL COME", "کد", "a/b"]],
  ["discountCodeParamsSchema", discountCodeParamsSchema, { code: "WELCOME10" }, [{}, { code: "../x" }]],
  ["gatewaySchema", gatewaySchema, "sandbox", ["", "Sandbox", "x".repeat(33), "a/b"]],
  ["gatewayParamsSchema", gatewayParamsSchema, { gateway: "points" }, [{}, { gateway: "ZarinPal" }]],
  [
    "payRedirectAnswerSchema",
    payRedirectAnswerSchema,
    { url: "https://sandbox.example/pay?authority=A1" },
    [{ url: "javascript:alert(1)" }, { url: "//evil.example" }, {}],
  ],
  [
    "paySuccessAnswerSchema",
    paySuccessAnswerSchema,
    { success: true, factor_no: "1001" },
    [{ success: false, factor_no: "1001" }, { success: true }],
  ],
  [
    "payAnswerSchema",
    payAnswerSchema,
    { url: "/sandbox/pay/1001" },
    [{}, { success: true }, { url: "ftp://x.example" }],
  ],
  ["factorStatusSchema", factorStatusSchema, "pending", ["cancelled", ""]],
  [
    "factorGiftSchema",
    factorGiftSchema,
    { direction: "received", from_name: "مینا احمدی", from_mobile: "09121110040" },
    [
      { direction: "given", from_name: null, from_mobile: null },
      { direction: "sent", from_name: 5, from_mobile: null },
    ],
  ],
  [
    "factorSchema",
    factorSchema,
    factor,
    [
      { ...factor, status: "ok" },
      { ...factor, created_at: "2024-05-01" },
      { ...factor, orders: [{}] },
      { ...factor, final_price: -5 },
      { ...factor, gift: { direction: "sent" } },
    ],
  ],
  ["factorParamsSchema", factorParamsSchema, { factorNo: "1001" }, [{}, { factorNo: "" }]],
  ["paymentVerifyQuerySchema", paymentVerifyQuerySchema, { Authority: "A1", Status: "OK" }, [{ Status: 1 }]],
  [
    "paymentVerifyAnswerSchema",
    paymentVerifyAnswerSchema,
    { status: "failed", factor: { ...factor, status: "failed" } },
    [{ status: "pending", factor }, { status: "paid" }],
  ],
];

describeSchemaCases("store.ts", contract, cases);

describe("store.ts", () => {
  it("tells a redirect from a payment completed without a gateway", () => {
    expect(payAnswerSchema.parse({ success: true, factor_no: "1001" })).toEqual({
      success: true,
      factor_no: "1001",
    });
    expect(payAnswerSchema.parse({ url: "https://pay.example/x" })).toEqual({ url: "https://pay.example/x" });
  });
});
