import { describe, expect, it } from "vitest";
import {
  endPath,
  examsPath,
  examStartPath,
  giftCodePath,
  giftPath,
  lessonPath,
  wordPath,
} from "./route-paths";

const place = { courseId: "c 1", lessonId: "l/1", sectionId: "s1", examId: "e1" };

describe("route paths", () => {
  it("encodes every id as one path segment", () => {
    expect(lessonPath(place)).toBe("/lesson/c%201/l%2F1");
    expect(wordPath(place)).toBe("/vocabulary/c%201/l%2F1/s1");
    expect(wordPath(place, "w 2")).toBe("/vocabulary/c%201/l%2F1/s1/w%202");
    expect(examsPath(place)).toBe("/exams/c%201/l%2F1/s1");
    expect(examStartPath(place)).toBe("/exam/c%201/l%2F1/s1/e1/start");
  });

  it("marks an attempt that ended by time in the end page's query", () => {
    expect(endPath(place, "p1")).toBe("/exam/c%201/l%2F1/s1/e1/p1/end");
    expect(endPath(place, "p1", true)).toBe("/exam/c%201/l%2F1/s1/e1/p1/end?time-up=1");
  });

  it("opens the gift page without a gateway, and carries the resend time only when given", () => {
    expect(giftPath()).toBe("/gift");
    expect(giftPath("zarinpal")).toBe("/gift/zarinpal");
    expect(giftCodePath("zarinpal", "0912")).toBe("/gift/zarinpal/codeRequest/0912");
    expect(giftCodePath("zarinpal", "0912", 0)).toBe("/gift/zarinpal/codeRequest/0912/0");
  });
});
