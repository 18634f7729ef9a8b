import { describe, expect, it } from "vitest";
import {
  deadlineAt,
  indexRedirect,
  parseQuestionIndex,
  remainingSeconds,
  splitDuration,
} from "./exam-timing";

const CREATED = "2025-01-01T10:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("remainingSeconds", () => {
  it("is created_at + deadline − now", () => {
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:00:00Z"))).toBe(300);
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:01:00Z"))).toBe(240);
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:04:59Z"))).toBe(1);
  });

  it("floors a partial second", () => {
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:00:00.400Z"))).toBe(299);
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:04:59.999Z"))).toBe(0);
  });

  it("is zero at and after the deadline, never negative", () => {
    expect(remainingSeconds(CREATED, 300, at("2025-01-01T10:05:00Z"))).toBe(0);
    expect(remainingSeconds(CREATED, 300, at("2025-01-02T10:00:00Z"))).toBe(0);
  });

  it("reads the offset of created_at", () => {
    expect(remainingSeconds("2025-01-01T13:30:00+03:30", 60, at("2025-01-01T10:00:30Z"))).toBe(30);
  });

  it("leaves no time for an unreadable date", () => {
    expect(remainingSeconds("not a date", 300, at(CREATED))).toBe(0);
    expect(remainingSeconds(CREATED, Number.NaN, at(CREATED))).toBe(0);
  });
});

describe("deadlineAt", () => {
  it("is created_at plus the deadline, in epoch ms", () => {
    expect(deadlineAt(CREATED, 300)).toBe(at("2025-01-01T10:05:00Z"));
  });
});

describe("parseQuestionIndex", () => {
  it("reads a missing index as 0", () => {
    expect(parseQuestionIndex(undefined)).toBe(0);
    expect(parseQuestionIndex("")).toBe(0);
  });

  it("reads whole numbers, Persian digits too", () => {
    expect(parseQuestionIndex("0")).toBe(0);
    expect(parseQuestionIndex("7")).toBe(7);
    expect(parseQuestionIndex("۳")).toBe(3);
  });

  it("reads anything else as NaN", () => {
    for (const bad of ["-1", "1.5", "abc", "2x", " "]) expect(parseQuestionIndex(bad)).toBeNaN();
  });
});

describe("indexRedirect", () => {
  it("leaves a URL that shows the next question to answer", () => {
    expect(indexRedirect(0, 0, 5)).toBeNull();
    expect(indexRedirect(3, 3, 5)).toBeNull();
    expect(indexRedirect(4, 4, 5)).toBeNull();
  });

  it("sends a URL behind or ahead to the answered count", () => {
    expect(indexRedirect(0, 2, 5)).toBe(2);
    expect(indexRedirect(4, 2, 5)).toBe(2);
    expect(indexRedirect(99, 0, 5)).toBe(0);
    expect(indexRedirect(Number.NaN, 1, 5)).toBe(1);
  });

  it("sends to the end when every question is answered", () => {
    expect(indexRedirect(5, 5, 5)).toBe("end");
    expect(indexRedirect(2, 5, 5)).toBe("end");
    expect(indexRedirect(0, 0, 0)).toBe("end");
  });
});

describe("splitDuration", () => {
  it("splits seconds into hours, minutes and seconds", () => {
    expect(splitDuration(300)).toEqual({ hours: 0, minutes: 5, seconds: 0 });
    expect(splitDuration(90)).toEqual({ hours: 0, minutes: 1, seconds: 30 });
    expect(splitDuration(3661)).toEqual({ hours: 1, minutes: 1, seconds: 1 });
  });

  it("drops fractions and reads negative or non-finite values as zero", () => {
    expect(splitDuration(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(Number.POSITIVE_INFINITY)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
