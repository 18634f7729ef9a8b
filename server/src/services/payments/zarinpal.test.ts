import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayUnavailableError } from "./gateway.js";
import { zarinpalGateway } from "./zarinpal.js";
import { FakeZarinpal } from "./zarinpal.fixture.js";

const MERCHANT = "11111111-2222-3333-4444-555555555555";
let fake: FakeZarinpal;
beforeAll(async () => {
  fake = await new FakeZarinpal(MERCHANT).start();
});
afterAll(async () => {
  await fake.close();
});

const startInput = (amountToman: number) => ({
  factorNo: "ABC123",
  amountToman,
  callbackUrl: "https://vajeh.example/v1/verifyPayment/ABC123",
  origin: "https://vajeh.example",
  description: "خرید اشتراک",
  mobile: "09121234567",
});

describe("zarinpalGateway", () => {
  it("requests a payment in rials and sends the browser to StartPay", async () => {
    const gateway = zarinpalGateway({ merchantId: MERCHANT, apiUrl: `${fake.url}/` });
    const started = await gateway.start(startInput(149_000));
    expect(started.authority).toMatch(/^A\d{35}$/);
    expect(started.url).toBe(`${fake.url}/pg/StartPay/${started.authority}`);
    const call = fake.calls.at(-1);
    expect(call?.path).toBe("/pg/v4/payment/request.json");
    expect(call?.body).toMatchObject({
      merchant_id: MERCHANT,
      amount: 1_490_000,
      callback_url: "https://vajeh.example/v1/verifyPayment/ABC123",
      description: "خرید اشتراک",
      metadata: { order_id: "ABC123", mobile: "09121234567" },
    });
  });

  it("verifies with the same amount: 100 paid, then 101 (already verified) paid too", async () => {
    const gateway = zarinpalGateway({ merchantId: MERCHANT, apiUrl: fake.url });
    const { authority } = await gateway.start(startInput(149_000));
    const input = { factorNo: "ABC123", authority, amountToman: 149_000 };
    expect(await gateway.verify(input)).toEqual({ paid: true, amountToman: 149_000, reference: "201" });
    expect(fake.calls.at(-1)?.body).toEqual({ merchant_id: MERCHANT, amount: 1_490_000, authority });
    expect(await gateway.verify(input)).toEqual({ paid: true, amountToman: 149_000, reference: "201" });
  });

  it("is not paid when the amount differs from the request's, or the payer did not pay", async () => {
    const gateway = zarinpalGateway({ merchantId: MERCHANT, apiUrl: fake.url });
    const { authority } = await gateway.start(startInput(149_000));
    expect(await gateway.verify({ factorNo: "ABC123", authority, amountToman: 1_000 })).toEqual({
      paid: false,
      reason: "zarinpal code -50",
    });
    const second = await gateway.start(startInput(149_000));
    const payment = fake.payments.get(second.authority);
    if (payment) payment.paid = false;
    expect(
      await gateway.verify({ factorNo: "ABC123", authority: second.authority, amountToman: 149_000 }),
    ).toMatchObject({ paid: false });
  });

  it("never sends a malformed authority anywhere", async () => {
    const gateway = zarinpalGateway({ merchantId: MERCHANT, apiUrl: fake.url });
    const before = fake.calls.length;
    expect(
      await gateway.verify({ factorNo: "ABC123", authority: "../../x?y=1", amountToman: 149_000 }),
    ).toMatchObject({ paid: false });
    expect(fake.calls.length).toBe(before);
  });

  it("throws GatewayUnavailableError when refused, unreachable or answering nonsense", async () => {
    const wrongMerchant = zarinpalGateway({ merchantId: "nope", apiUrl: fake.url });
    await expect(wrongMerchant.start(startInput(149_000))).rejects.toBeInstanceOf(GatewayUnavailableError);

    const gateway = zarinpalGateway({ merchantId: MERCHANT, apiUrl: fake.url });
    fake.failNext = 502;
    await expect(gateway.start(startInput(149_000))).rejects.toBeInstanceOf(GatewayUnavailableError);
    fake.failNext = 200; // 200 with an HTML body
    await expect(gateway.start(startInput(149_000))).rejects.toBeInstanceOf(GatewayUnavailableError);

    const closed = zarinpalGateway({ merchantId: MERCHANT, apiUrl: "http://127.0.0.1:9", timeoutMs: 2000 });
    await expect(closed.start(startInput(149_000))).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(
      closed.verify({ factorNo: "ABC123", authority: "A1", amountToman: 149_000 }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
