import crypto from "node:crypto";
import type { RedirectGateway, StartPaymentInput, VerifyPaymentInput, VerifyOutcome } from "./gateway.js";
import { GATEWAY_LABELS } from "./labels.js";

export const SANDBOX_GATEWAY_KEY = "sandbox";

/** The sandbox's own page, served by routes/store/sandbox-page.ts. */
export function sandboxPagePath(factorNo: string): string {
  return `/payment/sandbox/${encodeURIComponent(factorNo)}`;
}

/** The key that signs sandbox authorities: derived from the token secret, never stored. */
export function sandboxKey(tokenSecret: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", tokenSecret, "vajeh", "sandbox-gateway", 32));
}

const AUTHORITY = /^sbx-([0-9a-f]{16})-(\d{1,12})-([0-9a-f]{32})$/;

/**
 * The reference server's sandbox gateway: no money moves. Its "record" of a payment is the authority
 * itself, `sbx-<nonce>-<amount>-<hmac>`, signed with a key derived from the token secret. So it keeps
 * no state (any server process verifies it, and a restart loses nothing), and its verify answers the
 * amount it was started with: if the factor's amount changed since, the caller sees the mismatch.
 * Whether the learner pressed Pay or Cancel travels in the callback's `Status`.
 */
export function sandboxGateway(key: Uint8Array): RedirectGateway {
  const mac = (factorNo: string, nonce: string, amount: string) =>
    crypto
      .createHmac("sha256", key)
      .update(`sandbox:${factorNo}:${nonce}:${amount}`)
      .digest("hex")
      .slice(0, 32);

  return {
    kind: "redirect",
    key: SANDBOX_GATEWAY_KEY,
    label: GATEWAY_LABELS.sandbox,
    async start(input: StartPaymentInput) {
      const nonce = crypto.randomBytes(8).toString("hex");
      const amount = String(input.amountToman);
      return {
        authority: `sbx-${nonce}-${amount}-${mac(input.factorNo, nonce, amount)}`,
        url: `${input.origin}${sandboxPagePath(input.factorNo)}`,
      };
    },
    async verify(input: VerifyPaymentInput): Promise<VerifyOutcome> {
      const match = AUTHORITY.exec(input.authority);
      if (!match) return { paid: false, reason: "malformed authority" };
      const [, nonce = "", amount = "", signature = ""] = match;
      const expected = Buffer.from(mac(input.factorNo, nonce, amount), "hex");
      const actual = Buffer.from(signature, "hex");
      if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
        return { paid: false, reason: "authority not issued by this sandbox" };
      }
      return { paid: true, amountToman: Number(amount), reference: null };
    },
  };
}
