import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("errors raised before a route runs", () => {
  it("answer a malformed URL with the contract's error shape", async () => {
    const response = await t.call({ method: "GET", url: "/api/payment/verify/%ff" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messages: { error: expect.any(String) } });
  });

  it("refuse an id with a control character as a client error", async () => {
    const { token } = await t.createUser();
    const response = await t.call({
      method: "GET",
      url: "/api/teacher/courses/lessons/a%00b?course_id=a1",
      token,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
