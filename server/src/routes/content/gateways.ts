import type { Config } from "../../config.js";

/**
 * The payment gateways this server offers, key → Persian label (the `gateways` of GET /api/app/settings).
 * Kept in one function so that the store (server part 2) can move it next to the gateways themselves.
 */
export function availableGateways(config: Pick<Config, "ZARINPAL_MERCHANT_ID">): Record<string, string> {
  return {
    ...(config.ZARINPAL_MERCHANT_ID ? { zarinpal: "زرین‌پال" } : {}),
    sandbox: "درگاه آزمایشی",
    points: "پرداخت با امتیاز",
  };
}
