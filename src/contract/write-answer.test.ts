import { describe, expect, it } from "vitest";
import {
  classifyWriteAnswer,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryDelayMs,
  type WriteVerdict,
} from "./write-answer";

describe("classifyWriteAnswer", () => {
  it.each<[number, WriteVerdict]>([
    [200, "done"],
    [201, "done"],
    [204, "done"],
    [400, "refused"],
    [401, "unauthorized"],
    [403, "refused"],
    [404, "not-found"],
    [408, "wait"],
    [409, "refused"],
    [413, "refused"],
    [422, "refused"],
    [429, "wait"],
    [500, "retry"],
    [502, "retry"],
    [503, "retry"],
    [504, "retry"],
  ])("%i → %s", (status, verdict) => {
    expect(classifyWriteAnswer(status)).toBe(verdict);
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base with each failure and stops at the cap", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([
      RETRY_BASE_MS,
      RETRY_BASE_MS * 2,
      RETRY_BASE_MS * 4,
      RETRY_BASE_MS * 8,
    ]);
    expect(retryDelayMs(20)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(10_000)).toBe(RETRY_CAP_MS);
  });
});
