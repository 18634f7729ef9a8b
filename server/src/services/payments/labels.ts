/** The Persian label of each gateway key, as the settings' `gateways` list them. */
export const GATEWAY_LABELS = {
  zarinpal: "زرین‌پال",
  sandbox: "درگاه آزمایشی",
  points: "پرداخت با امتیاز",
} as const;

export type GatewayKey = keyof typeof GATEWAY_LABELS;
