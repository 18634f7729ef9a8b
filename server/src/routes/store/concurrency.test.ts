import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountUses, factors, pointsLedger, subscriptions } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  addDiscountCode,
  discountState,
  fillCart,
  get,
  ledgerOf,
  pointsOf,
  setPoints,
  startPayment,
  subscriptionsOf,
  verifyUrl,
  type VerifyBody,
} from "./store-test-support.js";

/** Races that only a real PostgreSQL can show (PGlite runs one query at a time); they must hold on both. */

const t = testAppPerFile({
  setup: async (app) => {
    await addDiscountCode(app, { code: "ONLYONE", amount: 50, maxUses: 1 });
    await addDiscountCode(app, { code: "FREEONCE", amount: 100, maxUses: 1 });
  },
});

const N = 20;

describe("concurrent payments", () => {
  it(`${N} concurrent verifies of one payment credit it once`, async () => {
    const { id, token } = await t.createUser();
    await fillCart(t, token, "month-1", "WELCOME20");
    const before = (await discountState(t, "WELCOME20")).uses;
    const { no, authority } = await startPayment(t, token);
    const url = verifyUrl(no, { Authority: authority, Status: "OK" });
    const answers = await Promise.all(Array.from({ length: N }, () => t.call({ method: "GET", url, token })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(200));
    expect(answers.map((a) => (a.json() as VerifyBody).data.status)).toEqual(Array(N).fill("paid"));
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
    const [factor] = await t.database.db.select().from(factors).where(eq(factors.no, no));
    expect(
      await t.database.db
        .select()
        .from(discountUses)
        .where(eq(discountUses.factorId, factor?.id ?? "")),
    ).toHaveLength(1);
    expect((await discountState(t, "WELCOME20")).uses).toBe(before + 1);
  });

  it(`${N} users racing for a single-use code: one use, one paid factor`, async () => {
    const buyers = await Promise.all(Array.from({ length: N }, () => t.createUser()));
    const started: { token: string; id: string; no: string; authority: string }[] = [];
    for (const buyer of buyers) {
      await fillCart(t, buyer.token, "month-1", "ONLYONE");
      started.push({ ...buyer, ...(await startPayment(t, buyer.token)) });
    }
    const answers = await Promise.all(
      started.map((s) =>
        t.call({
          method: "GET",
          url: verifyUrl(s.no, { Authority: s.authority, Status: "OK" }),
          token: s.token,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(200));
    const statuses = answers.map((a) => (a.json() as VerifyBody).data.status);
    expect(statuses.filter((s) => s === "paid")).toHaveLength(1);
    expect(statuses.filter((s) => s === "failed")).toHaveLength(N - 1);
    const state = await discountState(t, "ONLYONE");
    expect(state.uses).toBe(1);
    expect(state.rows).toHaveLength(1);
    const ids = buyers.map((b) => b.id);
    const subs = await t.database.db.select().from(subscriptions).where(inArray(subscriptions.userId, ids));
    expect(subs).toHaveLength(1);
    const winner = started[statuses.indexOf("paid")];
    expect(subs[0]?.userId).toBe(winner?.id);
    expect(state.rows[0]?.userId).toBe(winner?.id);
  });

  it(`${N} users racing for a single-use 100% code: one free purchase`, async () => {
    const buyers = await Promise.all(Array.from({ length: N }, () => t.createUser()));
    for (const buyer of buyers) await fillCart(t, buyer.token, "month-1", "FREEONCE");
    const answers = await Promise.all(
      buyers.map((b) => t.call({ method: "GET", url: "/api/payment/pay/cart/sandbox", token: b.token })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(N - 1);
    const ids = buyers.map((b) => b.id);
    expect(
      await t.database.db.select().from(subscriptions).where(inArray(subscriptions.userId, ids)),
    ).toHaveLength(1);
    expect((await discountState(t, "FREEONCE")).uses).toBe(1);
    const made = await t.database.db.select().from(factors).where(inArray(factors.userId, ids));
    expect(made.filter((f) => f.status === "paid")).toHaveLength(1);
  });

  it(`${N} concurrent point payments spend the points once`, async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 200);
    await fillCart(t, token, "month-1");
    const answers = await Promise.all(
      Array.from({ length: N }, () => t.call({ method: "GET", url: "/api/payment/pay/cart/points", token })),
    );
    const codes = answers.map((a) => a.statusCode);
    // The first payment empties the cart, so later ones find it empty or lack the points: 422 either way.
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(N - 1);
    expect(await pointsOf(t, id)).toBe(51);
    expect((await ledgerOf(t, id)).map((l) => l.delta)).toEqual([-149]);
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, id));
    expect(ledger).toHaveLength(1);
  });

  it(`${N} concurrent verifies of a payment by points answer paid and spend nothing more`, async () => {
    const { id, token } = await t.createUser();
    await setPoints(t, id, 149);
    await fillCart(t, token, "month-1");
    const paid = await get<{ data: { factor_no: string } }>(t, "/api/payment/pay/cart/points", token);
    const url = verifyUrl(paid.body.data.factor_no, { Status: "OK" });
    const answers = await Promise.all(Array.from({ length: N }, () => t.call({ method: "GET", url, token })));
    expect(answers.map((a) => (a.json() as VerifyBody).data.status)).toEqual(Array(N).fill("paid"));
    expect(await pointsOf(t, id)).toBe(0);
    expect(await subscriptionsOf(t, id)).toHaveLength(1);
  });
});
