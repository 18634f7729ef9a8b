import { z } from "zod";
import {
  GatewayUnavailableError,
  type RedirectGateway,
  type StartPaymentInput,
  type VerifyOutcome,
  type VerifyPaymentInput,
} from "./gateway.js";
import { GATEWAY_LABELS } from "./labels.js";

export const ZARINPAL_GATEWAY_KEY = "zarinpal";
export const ZARINPAL_DEFAULT_API_URL = "https://payment.zarinpal.com";

/** ZarinPal's success code; 101 on verify means "already verified" (paid as well). */
const CODE_OK = 100;
const CODE_ALREADY_VERIFIED = 101;

/** Authorities look like `A000000000000000000000000000abcdef12`: kept to safe characters, as they go into a URL. */
const authoritySchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** v4 answers `{data: {...}, errors: []}` on success and `{data: [], errors: {code, message}}` on failure. */
const answerSchema = z.object({
  data: z.union([
    z.object({
      code: z.number(),
      authority: z.string().optional(),
      ref_id: z.union([z.number(), z.string()]).optional(),
    }),
    z.array(z.unknown()),
  ]),
  errors: z.unknown().optional(),
});
type Answer = z.infer<typeof answerSchema>;

function codeOf(answer: Answer): number | null {
  if (!Array.isArray(answer.data)) return answer.data.code;
  const errors = answer.errors;
  if (typeof errors === "object" && errors !== null && "code" in errors && typeof errors.code === "number") {
    return errors.code;
  }
  return null;
}

export interface ZarinpalOptions {
  merchantId: string;
  /** Default https://payment.zarinpal.com (the sandbox is https://sandbox.zarinpal.com). */
  apiUrl?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * ZarinPal's REST API v4: `POST {api}/pg/v4/payment/request.json` → authority → the browser goes to
 * `{api}/pg/StartPay/{authority}` and comes back to the callback with `Authority` and `Status`;
 * `POST {api}/pg/v4/payment/verify.json` with the amount the database holds settles it (100 paid,
 * 101 already verified; ZarinPal itself refuses an amount that differs from the request's).
 * Amounts travel in rials (tomans × 10).
 */
export function zarinpalGateway(options: ZarinpalOptions): RedirectGateway {
  const api = (options.apiUrl ?? ZARINPAL_DEFAULT_API_URL).replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
    let response: Response;
    try {
      response = await doFetch(`${api}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`zarinpal ${path}: ${String(error)}`);
    }
    if (response.status >= 500)
      throw new GatewayUnavailableError(`zarinpal ${path}: HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new GatewayUnavailableError(`zarinpal ${path}: HTTP ${response.status}, not JSON`);
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailableError(`zarinpal ${path}: unexpected answer`);
    return parsed.data;
  }

  return {
    kind: "redirect",
    key: ZARINPAL_GATEWAY_KEY,
    label: GATEWAY_LABELS.zarinpal,
    async start(input: StartPaymentInput) {
      const answer = await post("/pg/v4/payment/request.json", {
        merchant_id: options.merchantId,
        amount: input.amountToman * 10,
        callback_url: input.callbackUrl,
        description: input.description,
        metadata: { order_id: input.factorNo, ...(input.mobile ? { mobile: input.mobile } : {}) },
      });
      const code = codeOf(answer);
      const authority =
        !Array.isArray(answer.data) && code === CODE_OK
          ? authoritySchema.safeParse(answer.data.authority)
          : null;
      if (!authority?.success) throw new GatewayUnavailableError(`zarinpal request refused (code ${code})`);
      return { authority: authority.data, url: `${api}/pg/StartPay/${authority.data}` };
    },
    async verify(input: VerifyPaymentInput): Promise<VerifyOutcome> {
      if (!authoritySchema.safeParse(input.authority).success)
        return { paid: false, reason: "malformed authority" };
      const answer = await post("/pg/v4/payment/verify.json", {
        merchant_id: options.merchantId,
        amount: input.amountToman * 10,
        authority: input.authority,
      });
      const code = codeOf(answer);
      if (code === CODE_OK || code === CODE_ALREADY_VERIFIED) {
        const refId = Array.isArray(answer.data) ? undefined : answer.data.ref_id;
        return {
          paid: true,
          amountToman: input.amountToman,
          reference: refId === undefined ? null : String(refId),
        };
      }
      if (code === null) throw new GatewayUnavailableError("zarinpal verify: no code");
      return { paid: false, reason: `zarinpal code ${code}` };
    },
  };
}
