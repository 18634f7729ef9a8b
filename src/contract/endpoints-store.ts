import { z } from "zod";
import { apiData } from "./common.js";
import {
  cartSchema,
  discountCodeParamsSchema,
  factorParamsSchema,
  factorSchema,
  gatewayParamsSchema,
  licenseParamsSchema,
  licenseSchema,
  payAnswerSchema,
  paymentVerifyAnswerSchema,
  paymentVerifyQuerySchema,
} from "./store.js";
import type { EndpointDef } from "./endpoint-def.js";

/** The endpoint registry's part for api.md's "Store and payment" (composed in endpoints.ts). */
export const storeEndpoints = {
  licenses: { method: "GET", path: "/api/store/licenses", response: apiData(z.array(licenseSchema)) },
  cartModify: {
    method: "GET",
    path: "/api/store/cart/modify/:licenseId/1",
    params: licenseParamsSchema,
    response: apiData(cartSchema),
  },
  cartItems: { method: "GET", path: "/api/store/cart/items", response: apiData(cartSchema) },
  cartApplyDiscount: {
    method: "GET",
    path: "/api/store/cart/apply_discount/:code",
    params: discountCodeParamsSchema,
    response: apiData(cartSchema),
  },
  payCart: {
    method: "GET",
    path: "/api/payment/pay/cart/:gateway",
    params: gatewayParamsSchema,
    response: apiData(payAnswerSchema),
  },
  payCartGift: {
    method: "GET",
    path: "/api/payment/pay/cart/:gateway/1",
    params: gatewayParamsSchema,
    response: apiData(payAnswerSchema),
  },
  paymentVerify: {
    method: "GET",
    path: "/api/payment/verify/:factorNo",
    params: factorParamsSchema,
    query: paymentVerifyQuerySchema,
    response: apiData(paymentVerifyAnswerSchema),
  },
  factors: { method: "GET", path: "/api/payment/factors", response: apiData(z.array(factorSchema)) },
} as const satisfies Record<string, EndpointDef>;
