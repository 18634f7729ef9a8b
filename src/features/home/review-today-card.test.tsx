import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { addDays, deviceOffsetMinutes, reviewDayKey } from "../../domain/review/review-day";
import { newCardState } from "../../domain/review/scheduler";
import { BottomNav } from "../../ui/bottom-nav";
import {
  ReviewTodayContext,
  ReviewTodayProvider,
  useLiveReviewToday,
  useReviewToday,
} from "../../data/review/review-today-context";
import { ReviewTodayCard } from "./review-today-card";
import type * as ReviewTodayModule from "../../data/review/review-today";

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../data/review/review-today", async (importOriginal) => {
  const real = await importOriginal<typeof ReviewTodayModule>();
  return {
    ...real,
    readReviewToday: (...args: Parameters<typeof real.readReviewToday>) => {
      reads.count++;
      return real.readReviewToday(...args);
    },
  };
});

/** Home's card and the Words tab as the signed-in frame shows them: from its one reading of today. */
function CardAndTab() {
  const today = useReviewToday();
  return (
    <>
      <ReviewTodayCard />
      <BottomNav toReview={today?.toReview} />
    </>
  );
}

const DAY = 86_400_000;

beforeEach(async () => {
  await Promise.all([db.meta.clear(), db.reviewCards.clear(), db.reviewLogs.clear()]);
  const now = Date.now();
  const today = reviewDayKey(now, deviceOffsetMinutes(now));
  await db.meta.put({ key: "review-settings", value: { dailyGoal: 2, dailyNewLimit: 1 } });
  const base = { wordId: "w", addedAt: now - 9 * DAY };
  await db.reviewCards.bulkPut([
    // Due: a review card due an hour ago; not due: one due in a week; two new cards (limit 1 a day).
    {
      ...base,
      cardId: "w:meaning",
      kind: "meaning",
      fresh: 0,
      due: now - 3_600_000,
      state: { ...newCardState(now), phase: 2, due: now - 3_600_000 },
    },
    {
      ...base,
      cardId: "w:recall",
      kind: "recall",
      fresh: 0,
      due: now + 7 * DAY,
      state: { ...newCardState(now), phase: 2, due: now + 7 * DAY },
    },
    { ...base, cardId: "v:meaning", kind: "meaning", fresh: 1, due: now, state: null },
    { ...base, cardId: "v:recall", kind: "recall", fresh: 1, due: now, state: null },
  ]);
  // The goal (2) met on the two days before today, one review today.
  const log = (id: string, day: string) => ({
    id,
    cardId: "w:recall",
    grade: 3 as const,
    reviewedAt: now,
    durationMs: 1,
    day,
    pending: 0 as const,
  });
  await db.reviewLogs.bulkPut([
    log("a", addDays(today, -2)),
    log("b", addDays(today, -2)),
    log("c", addDays(today, -1)),
    log("d", addDays(today, -1)),
    log("e", today),
  ]);
});

describe("today's review on the home screen and the Words tab", () => {
  it("counts the due and new cards, the goal's progress and the streak", async () => {
    render(
      <MemoryRouter>
        <ReviewTodayProvider>
          <CardAndTab />
        </ReviewTodayProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "مرور ۲ واژه" })).toBeTruthy();
    expect(screen.getByText("هدف روزانه: ۱ از ۲")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "مرور امروز" }).getAttribute("aria-valuenow")).toBe("1");
    expect(screen.getByText("۲ روز پشت سر هم")).toBeTruthy();
    expect(screen.getByRole("link", { name: "شروع مرور" }).getAttribute("href")).toBe("/review");
    const words = await screen.findByRole("link", { name: /^واژه‌ها\s*،\s*۲ کارت برای مرور$/ });
    expect(words.getAttribute("href")).toBe("/words");
    expect(screen.getByTestId("review-badge").textContent).toBe("۲");
  });
});

/** The frame's reading, asked for only when `wanted` (main-layout.tsx: where the figures are shown). */
function FrameReading({ wanted }: { wanted: boolean }) {
  return (
    <ReviewTodayContext value={useLiveReviewToday(wanted)}>
      <ReviewTodayCard />
    </ReviewTodayContext>
  );
}

describe("the frame's reading of today's review", () => {
  it("reads nothing until it is wanted, and holds the card's box meanwhile", async () => {
    await import("../../data/review/review-today"); // already fetched: only the hook's choice is timed
    reads.count = 0;
    const { rerender, container } = render(
      <MemoryRouter>
        <FrameReading wanted={false} />
      </MemoryRouter>,
    );
    // Long enough, and in steps, for a load, a render and a read to follow one another.
    for (let step = 0; step < 4; step++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads.count).toBe(0);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(container.querySelector('[aria-hidden="true"].min-h-40')).not.toBeNull();
    rerender(
      <MemoryRouter>
        <FrameReading wanted />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "مرور ۲ واژه" })).toBeTruthy();
  });
});
