import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../data/db/db";
import { deviceOffsetMinutes, reviewDayKey } from "../../domain/review/review-day";
import { newCardState } from "../../domain/review/scheduler";
import { clearReviewDb, renderReview } from "./review-test-support";

const DAY = 86_400_000;

beforeEach(async () => {
  await clearReviewDb();
  const now = Date.now();
  const day = (ms: number) => reviewDayKey(ms, deviceOffsetMinutes(ms));
  const base = { wordId: "w", addedAt: now - 5 * DAY };
  await db.reviewCards.bulkPut([
    {
      ...base,
      cardId: "w:meaning",
      kind: "meaning",
      fresh: 0,
      due: now + DAY,
      state: { ...newCardState(now), phase: 2, due: now + DAY },
    },
    { ...base, cardId: "w:recall", kind: "recall", fresh: 1, due: now, state: null },
  ]);
  await db.reviewLogs.bulkPut([
    {
      id: "a",
      cardId: "w:meaning",
      grade: 3,
      reviewedAt: now - 3 * DAY,
      durationMs: 1,
      day: day(now - 3 * DAY),
      pending: 0,
    },
    {
      id: "b",
      cardId: "w:meaning",
      grade: 1,
      reviewedAt: now - DAY,
      durationMs: 1,
      day: day(now - DAY),
      pending: 0,
    },
    { id: "c", cardId: "w:meaning", grade: 3, reviewedAt: now, durationMs: 1, day: day(now), pending: 1 },
  ]);
});

describe("review statistics", () => {
  it("counts every review, the cards due, true retention and the cards by state, as charts and tables", async () => {
    renderReview("/review/stats");
    expect(await screen.findByRole("heading", { name: "آمار مرور" })).toBeTruthy();
    expect(screen.getByTestId("reviews-total").textContent).toBe("در کل ۳ مرور");
    expect(screen.getByTestId("forecast-total").textContent).toBe("در کل ۱ کارت");
    expect(screen.getByText("۵۰٪")).toBeTruthy();
    expect(screen.getByText("۱ از ۲ بار به یاد آوردید")).toBeTruthy();
    expect(screen.getByRole("img", { name: "مرور در ۳۰ روز گذشته" })).toBeTruthy();
    const perDay = screen.getByRole("table", { name: "مرور در ۳۰ روز گذشته" });
    expect(within(perDay).getAllByRole("row")).toHaveLength(31);
    expect(screen.getByText("تازه").nextElementSibling?.textContent).toBe("۱");
    expect(screen.getByText("مرور").nextElementSibling?.textContent).toBe("۱");
  });
});
