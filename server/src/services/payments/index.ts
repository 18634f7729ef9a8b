import type { Config } from "../../config.js";
import type { GatewayKey } from "./labels.js";
import { gatewayRegistry, type PaymentGateway, type PaymentGateways } from "./gateway.js";
import { pointsGateway } from "./points.js";
import { sandboxGateway } from "./sandbox.js";
import { zarinpalGateway } from "./zarinpal.js";

export type { PaymentGateway, PaymentGateways, RedirectGateway } from "./gateway.js";
export { GatewayUnavailableError, gatewayLabels, gatewayRegistry } from "./gateway.js";

type GatewayConfig = Pick<
  Config,
  "ZARINPAL_MERCHANT_ID" | "ZARINPAL_API_URL" | "SANDBOX_GATEWAY" | "NODE_ENV"
>;

/** The sandbox pays for nothing: on by default in development and tests, off in production unless asked for. */
export function sandboxEnabled(config: Pick<GatewayConfig, "SANDBOX_GATEWAY" | "NODE_ENV">): boolean {
  return config.SANDBOX_GATEWAY ? config.SANDBOX_GATEWAY === "on" : config.NODE_ENV !== "production";
}

/**
 * Which gateways the configuration turns on, in the order the app lists them (it preselects the first):
 * ZarinPal only when ZARINPAL_MERCHANT_ID is set; the sandbox as sandboxEnabled says; points always.
 */
export function configuredGatewayKeys(
  config: Pick<GatewayConfig, "ZARINPAL_MERCHANT_ID" | "SANDBOX_GATEWAY" | "NODE_ENV">,
): GatewayKey[] {
  return [
    ...(config.ZARINPAL_MERCHANT_ID ? (["zarinpal"] as const) : []),
    ...(sandboxEnabled(config) ? (["sandbox"] as const) : []),
    "points",
  ];
}

/** The gateways of the configuration. `sandboxKey` signs sandbox authorities; `fetch` reaches ZarinPal. */
export function createPaymentGateways(
  config: GatewayConfig,
  options: { sandboxKey: Uint8Array; fetch?: typeof fetch },
): PaymentGateways {
  const build = (key: GatewayKey): PaymentGateway => {
    switch (key) {
      case "zarinpal":
        return zarinpalGateway({
          merchantId: config.ZARINPAL_MERCHANT_ID ?? "",
          apiUrl: config.ZARINPAL_API_URL,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      case "sandbox":
        return sandboxGateway(options.sandboxKey);
      case "points":
        return pointsGateway;
    }
  };
  return gatewayRegistry(configuredGatewayKeys(config).map(build));
}
