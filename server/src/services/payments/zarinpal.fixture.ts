import http from "node:http";
import type { AddressInfo } from "node:net";

interface FakePayment {
  amount: number;
  callbackUrl: string;
  verified: boolean;
  /** The payer paid at the gateway (false: cancelled or declined → verify answers -51). */
  paid: boolean;
}

/**
 * A local stand-in for ZarinPal's REST API v4 (request.json, verify.json) on 127.0.0.1:<random port>,
 * answering like the real one: code 100 and an authority; verify 100 the first time, 101 after,
 * -50 for an amount other than the request's, -51 for a payment not made, -54 for an unknown authority.
 */
export class FakeZarinpal {
  readonly payments = new Map<string, FakePayment>();
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  /** Answers the next call with this HTTP status and a non-JSON body (a proxy error). */
  failNext: number | null = null;
  private server: http.Server | null = null;
  private counter = 0;

  constructor(readonly merchantId: string) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("fake ZarinPal not started");
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(body));
        };
        if (this.failNext !== null) {
          response.writeHead(this.failNext, { "content-type": "text/html" });
          response.end("<html>bad gateway</html>");
          this.failNext = null;
          return;
        }
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return send(400, { data: [], errors: { code: -9, message: "bad json" } });
        }
        this.calls.push({ path: request.url ?? "", body });
        const error = (code: number, message: string) => send(400, { data: [], errors: { code, message } });
        if (body.merchant_id !== this.merchantId) return error(-12, "merchant not valid");

        if (request.url === "/pg/v4/payment/request.json") {
          if (typeof body.amount !== "number" || body.amount < 1000) return error(-9, "amount too small");
          this.counter += 1;
          const authority = `A${String(this.counter).padStart(35, "0")}`;
          this.payments.set(authority, {
            amount: body.amount,
            callbackUrl: String(body.callback_url),
            verified: false,
            paid: true,
          });
          return send(200, {
            data: { code: 100, message: "Success", authority, fee_type: "Merchant", fee: 0 },
            errors: [],
          });
        }
        if (request.url === "/pg/v4/payment/verify.json") {
          const payment = this.payments.get(String(body.authority));
          if (!payment) return error(-54, "invalid authority");
          if (body.amount !== payment.amount) return error(-50, "amounts values is not the same");
          if (!payment.paid) return error(-51, "payment failed");
          const code = payment.verified ? 101 : 100;
          payment.verified = true;
          return send(200, {
            data: {
              code,
              message: "Verified",
              card_pan: "502229******5995",
              ref_id: 201,
              fee_type: "Merchant",
              fee: 0,
            },
            errors: [],
          });
        }
        send(404, { data: [], errors: { code: -1, message: "not found" } });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return this;
  }

  verifyCalls(): number {
    return this.calls.filter((call) => call.path === "/pg/v4/payment/verify.json").length;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
