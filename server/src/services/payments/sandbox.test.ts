import { describe, expect, it } from "vitest";
import { configuredGatewayKeys, createPaymentGateways } from "./index.js";
import { sandboxGateway, sandboxKey } from "./sandbox.js";

const key = sandboxKey(new TextEncoder().encode("test-secret-test-secret-test-secret-0123456789"));
const input = {
  factorNo: "F1",
  amountToman: 149_000,
  callbackUrl: "http://localhost/v1/verifyPayment/F1",
  origin: "http://localhost",
  description: "",
  mobile: null,
};

describe("sandboxGateway", () => {
  it("starts on its own page and verifies its own authority with the amount it started with", async () => {
    const gateway = sandboxGateway(key);
    const started = await gateway.start(input);
    expect(started.url).toBe("http://localhost/payment/sandbox/F1");
    expect(started.authority).toMatch(/^sbx-[0-9a-f]{16}-149000-[0-9a-f]{32}$/);
    expect(
      await gateway.verify({ factorNo: "F1", authority: started.authority, amountToman: 149_000 }),
    ).toEqual({
      paid: true,
      amountToman: 149_000,
      reference: null,
    });
    const again = await gateway.start(input);
    expect(again.authority).not.toBe(started.authority);
  });

  it("refuses an authority it did not issue, for another factor, or with an edited amount", async () => {
    const gateway = sandboxGateway(key);
    const { authority } = await gateway.start(input);
    const edited = authority.replace("-149000-", "-1000-");
    expect(await gateway.verify({ factorNo: "F1", authority: edited, amountToman: 1000 })).toMatchObject({
      paid: false,
    });
    expect(await gateway.verify({ factorNo: "F2", authority, amountToman: 149_000 })).toMatchObject({
      paid: false,
    });
    expect(await gateway.verify({ factorNo: "F1", authority: "x", amountToman: 149_000 })).toMatchObject({
      paid: false,
    });
    const otherKey = sandboxGateway(Buffer.alloc(32, 7));
    expect(await otherKey.verify({ factorNo: "F1", authority, amountToman: 149_000 })).toMatchObject({
      paid: false,
    });
  });
});

describe("the configured gateways", () => {
  const base = {
    ZARINPAL_MERCHANT_ID: undefined,
    SANDBOX_GATEWAY: undefined,
    NODE_ENV: "development",
  } as const;

  it("offer ZarinPal only with a merchant id, then the sandbox and points", () => {
    expect(configuredGatewayKeys(base)).toEqual(["sandbox", "points"]);
    expect(configuredGatewayKeys({ ...base, ZARINPAL_MERCHANT_ID: "m" })).toEqual([
      "zarinpal",
      "sandbox",
      "points",
    ]);
    const gateways = createPaymentGateways(
      { ...base, ZARINPAL_MERCHANT_ID: "m", ZARINPAL_API_URL: undefined },
      { sandboxKey: key },
    );
    expect(gateways.list().map((g) => [g.key, g.kind])).toEqual([
      ["zarinpal", "redirect"],
      ["sandbox", "redirect"],
      ["points", "points"],
    ]);
    expect(gateways.get("paypal")).toBeUndefined();
  });

  it("keep the sandbox, which pays for nothing, out of production unless asked for", () => {
    expect(configuredGatewayKeys({ ...base, NODE_ENV: "production" })).toEqual(["points"]);
    expect(configuredGatewayKeys({ ...base, NODE_ENV: "production", SANDBOX_GATEWAY: "on" })).toEqual([
      "sandbox",
      "points",
    ]);
    expect(configuredGatewayKeys({ ...base, SANDBOX_GATEWAY: "off" })).toEqual(["points"]);
  });
});
