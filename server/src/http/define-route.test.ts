import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JsonText, defineRoute } from "./define-route.js";

// The contract check of answers: on outside production (tests, development), off in production, so a
// production answer costs no zod parse; raw JSON answers are checked too when it is on.

const endpoint = {
  method: "GET",
  path: "/thing",
  auth: "none",
  response: z.object({ data: z.object({ n: z.number() }) }),
} as const;

async function appWith(validate: boolean, answer: unknown) {
  const app = Fastify({ logger: false });
  app.decorate("validateResponses", validate);
  defineRoute(app, endpoint, async () => answer as { data: { n: number } });
  await app.ready();
  return app;
}

describe("defineRoute response check", () => {
  it("outside production an answer that breaks the contract is a 500", async () => {
    for (const answer of [{ data: { n: "one" } }, new JsonText('{"data":{"n":"one"}}')]) {
      const app = await appWith(true, answer);
      expect((await app.inject({ method: "GET", url: "/thing" })).statusCode).toBe(500);
      await app.close();
    }
  });

  it("outside production a good answer, object or raw JSON, goes out as JSON", async () => {
    for (const answer of [{ data: { n: 1 } }, new JsonText('{"data":{"n":1}}')]) {
      const app = await appWith(true, answer);
      const res = await app.inject({ method: "GET", url: "/thing" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ data: { n: 1 } });
      await app.close();
    }
  });

  it("in production the answer is not checked", async () => {
    const app = await appWith(false, { data: { n: "one" } });
    const res = await app.inject({ method: "GET", url: "/thing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { n: "one" } });
    await app.close();
  });
});
