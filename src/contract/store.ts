import { z } from "zod";

import {
  dateObjectSchema,
  idSchema,
  nonNegativeIntSchema,
  passThroughQuerySchema,
  redirectUrlSchema,
  responseIdSchema,
  tomanSchema,
} from "./common.js";

/** Store and payment (api.md "Store and payment", online only). Prices are integers in tomans. */

export const expiryTimeTypeSchema = z.enum(["day", "month", "year"]);
export type ExpiryTimeType = z.infer<typeof expiryTimeTypeSchema>;

/** A subscription for sale. */
export const licenseSchema = z.object({
  id: responseIdSchema,
  name: z.string(),
  price: tomanSchema,
  expiry_time: z.int().positive(),
  expiry_time_type: expiryTimeTypeSchema,
});
export type License = z.infer<typeof licenseSchema>;

/** GET /api/store/cart/modify/:licenseId/1 */
export const licenseParamsSchema = z.object({ licenseId: idSchema });
export type LicenseParams = z.infer<typeof licenseParamsSchema>;

export const cartItemSchema = z.object({
  name: z.string(),
  price: tomanSchema,
  expiry_time: z.int().positive(),
  expiry_time_type: expiryTimeTypeSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  products: z.array(cartItemSchema),
  total_price: tomanSchema,
  total_discount: tomanSchema,
  total_price_with_discount: tomanSchema,
  total_final_price: tomanSchema,
  /** the final price expressed in the user's points (for the `points` gateway) */
  total_final_price_in_point: nonNegativeIntSchema,
  discount_code: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const discountCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/store/cart/apply_discount/:code (unknown, expired or used-up code: 422). */
export const discountCodeParamsSchema = z.object({ code: discountCodeSchema });
export type DiscountCodeParams = z.infer<typeof discountCodeParamsSchema>;

/** A gateway key, as listed in settings' `gateways` (e.g. `sandbox`, `points`). */
export const gatewaySchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9_-]+$/);

/** GET /api/payment/pay/cart/:gateway and /api/payment/pay/cart/:gateway/1 (gift) */
export const gatewayParamsSchema = z.object({ gateway: gatewaySchema });
export type GatewayParams = z.infer<typeof gatewayParamsSchema>;

/** Send the browser to the gateway. */
export const payRedirectAnswerSchema = z.object({ url: redirectUrlSchema });
export type PayRedirectAnswer = z.infer<typeof payRedirectAnswerSchema>;

/** Nothing was left to pay through a gateway (free cart, or paid with points). */
export const paySuccessAnswerSchema = z.object({
  success: z.literal(true),
  factor_no: z.string().min(1),
});
export type PaySuccessAnswer = z.infer<typeof paySuccessAnswerSchema>;

export const payAnswerSchema = z.union([payRedirectAnswerSchema, paySuccessAnswerSchema]);
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const factorStatusSchema = z.enum(["pending", "paid", "failed"]);
export type FactorStatus = z.infer<typeof factorStatusSchema>;

/**
 * Added to a history entry that is a gift (optional: servers without it answer plain factors).
 * "sent": this user paid for someone else (the recipient's mobile is `phone`); "received": someone
 * paid for this user, named by `from_name` (their full name, null until they complete their profile)
 * and `from_mobile`.
 */
export const factorGiftSchema = z.object({
  direction: z.enum(["sent", "received"]),
  from_name: z.string().nullable(),
  from_mobile: z.string().nullable(),
});
export type FactorGift = z.infer<typeof factorGiftSchema>;

/** A payment factor (an entry of the payment history). */
export const factorSchema = z.object({
  id: responseIdSchema,
  no: z.string().min(1),
  orders: z.array(z.object({ name: z.string() })),
  created_at: dateObjectSchema,
  expiry_at: dateObjectSchema.nullable(),
  /** the mobile the licenses went to (the recipient's, for a gift) */
  phone: z.string().nullable(),
  final_price: tomanSchema,
  status: factorStatusSchema,
  gift: factorGiftSchema.optional(),
});
export type Factor = z.infer<typeof factorSchema>;

/** GET /api/payment/verify/:factorNo?<gateway query> */
export const factorParamsSchema = z.object({ factorNo: idSchema });
export type FactorParams = z.infer<typeof factorParamsSchema>;

/** The gateway's return query, passed through untouched. */
export const paymentVerifyQuerySchema = passThroughQuerySchema;
export type PaymentVerifyQuery = z.infer<typeof paymentVerifyQuerySchema>;

export const paymentVerifyAnswerSchema = z.object({
  status: z.enum(["paid", "failed"]),
  factor: factorSchema,
});
export type PaymentVerifyAnswer = z.infer<typeof paymentVerifyAnswerSchema>;
