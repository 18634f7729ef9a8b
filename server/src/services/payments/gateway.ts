/**
 * Payment gateways (api.md "Store and payment"). A redirect gateway sends the browser away to pay and
 * back to `/v1/verifyPayment/{factorNo}?Authority=…&Status=OK|NOK`; the server then asks the gateway
 * whether that authority was paid, for the amount the database holds. The points gateway pays at once
 * from the user's points (services/payments/points.ts).
 */

export interface StartPaymentInput {
  factorNo: string;
  /** The amount to charge, in tomans (from the database). */
  amountToman: number;
  /** Where the gateway sends the browser back: `<origin>/v1/verifyPayment/<factorNo>`. */
  callbackUrl: string;
  /** The server's public origin (PUBLIC_URL, or the configured host and port outside production), for gateways served by this server. */
  origin: string;
  description: string;
  /** The payer's mobile, when known (some gateways show it or prefill it). */
  mobile: string | null;
}

export interface StartedPayment {
  /** The gateway's id of this payment; it comes back in the callback's query as `Authority`. */
  authority: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface VerifyPaymentInput {
  factorNo: string;
  authority: string;
  /** The amount the database expects, in tomans. */
  amountToman: number;
}

export type VerifyOutcome =
  /** Paid: `amountToman` is what the gateway says it charged (checked against the database by the caller). */
  { paid: true; amountToman: number; reference: string | null } | { paid: false; reason: string };

export interface RedirectGateway {
  readonly kind: "redirect";
  readonly key: string;
  /** Persian label for the settings' `gateways`. */
  readonly label: string;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  verify(input: VerifyPaymentInput): Promise<VerifyOutcome>;
}

export interface PointsGateway {
  readonly kind: "points";
  readonly key: string;
  readonly label: string;
}

export type PaymentGateway = RedirectGateway | PointsGateway;

/** The gateways this server offers, in the order the app lists them (its first one is preselected). */
export interface PaymentGateways {
  get(key: string): PaymentGateway | undefined;
  list(): readonly PaymentGateway[];
}

/** The gateway could not be reached or answered nonsense: nothing is decided, the caller may retry. */
export class GatewayUnavailableError extends Error {
  override name = "GatewayUnavailableError";
}

export function gatewayRegistry(gateways: readonly PaymentGateway[]): PaymentGateways {
  const byKey = new Map(gateways.map((gateway) => [gateway.key, gateway]));
  return {
    get: (key) => byKey.get(key),
    list: () => gateways,
  };
}

/** key → label, for GET /api/app/settings. */
export function gatewayLabels(gateways: PaymentGateways): Record<string, string> {
  return Object.fromEntries(gateways.list().map((gateway) => [gateway.key, gateway.label]));
}
