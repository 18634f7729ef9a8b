import { describe, expect, it } from "vitest";
import { intervalUntil } from "./interval";

const M = 60_000;
const D = 24 * 60 * M;

describe("the interval a button shows", () => {
  it("picks one unit and rounds", () => {
    expect(intervalUntil(0, 10 * M)).toEqual({ unit: "minute", count: 10 });
    expect(intervalUntil(0, 20_000)).toEqual({ unit: "minute", count: 1 });
    expect(intervalUntil(0, 5 * 60 * M)).toEqual({ unit: "hour", count: 5 });
    expect(intervalUntil(0, 3 * D)).toEqual({ unit: "day", count: 3 });
    expect(intervalUntil(0, 75 * D)).toEqual({ unit: "month", count: 3 });
    expect(intervalUntil(0, 548 * D)).toEqual({ unit: "year", count: 1.5 });
  });
});
