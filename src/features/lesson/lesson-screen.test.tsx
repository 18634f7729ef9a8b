import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../data/app-error";
import { db } from "../../data/db/db";
import { pullCourse, pullLesson } from "../../data/sync/pull";
import { lessonRoutes } from "./routes";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";

vi.mock("../../data/sync/pull", () => ({ pullCourse: vi.fn(), pullLesson: vi.fn() }));

const renderLesson = (path: string) =>
  render(
    // The start-up sync has ended: what is missing now can only come from asking the server.
    <SignedInFrame sync={testUserSync({ settled: true })}>
      <RouterProvider
        router={createMemoryRouter([{ path: "/", HydrateFallback: () => null, children: lessonRoutes }], {
          initialEntries: [path],
        })}
      />
    </SignedInFrame>,
  );

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all([db.courses.clear(), db.lessons.clear(), db.sections.clear(), db.exams.clear()]);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a lesson opened by its URL", () => {
  it("says a lesson not bought is not bought, with the buy button (not an empty list)", async () => {
    await db.lessons.put({
      id: "l2",
      course_id: "c1",
      name: "درس دو",
      position: 1,
      is_completed: false,
      sections_count: 3,
      done_sections_count: 0,
      purchased: false,
    });
    renderLesson("/lesson/c1/l2");
    expect(await screen.findByRole("heading", { name: "این دوره را نخریده‌اید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "خرید دوره" }).getAttribute("href")).toBe("/subscription");
    expect(screen.getByRole("link", { name: "بازگشت به دوره" }).getAttribute("href")).toBe("/course/c1");
  });

  it("keeps the course page's lock: a lesson waiting for the previous one says so, without its sections", async () => {
    const lesson = (id: string, position: number, is_completed: boolean) => ({
      id,
      course_id: "c1",
      name: `درس ${position + 1}`,
      position,
      is_completed,
      sections_count: 1,
      done_sections_count: is_completed ? 1 : 0,
      purchased: true,
    });
    await db.lessons.bulkPut([lesson("l1", 0, false), lesson("l2", 1, false)]);
    await db.sections.put({
      id: "l2-s1",
      lesson_id: "l2",
      course_id: "c1",
      name: "بخش اول درس دو",
      order: 1,
      is_completed: false,
      word_count: 1,
      done_word_count: 0,
      purchased: true,
    });
    renderLesson("/lesson/c1/l2");
    expect(await screen.findByRole("heading", { name: "این درس قفل است" })).toBeTruthy();
    expect(screen.queryByText("بخش اول درس دو")).toBeNull();
    expect(screen.getByRole("link", { name: "بازگشت به دوره" }).getAttribute("href")).toBe("/course/c1");

    cleanup();
    await db.lessons.update("l1", { is_completed: true });
    renderLesson("/lesson/c1/l2");
    expect(await screen.findByText("بخش اول درس دو")).toBeTruthy();
  });

  it("online, says an unknown lesson is not found", async () => {
    vi.mocked(pullCourse).mockResolvedValue({ open: [], tag: null, lessonsCurrent: false });
    renderLesson("/lesson/c1/nope");
    expect(await screen.findByRole("heading", { name: "این درس پیدا نشد" })).toBeTruthy();
    expect(pullLesson).not.toHaveBeenCalled();
  });

  it("online, says a lesson of an unknown course is not found", async () => {
    vi.mocked(pullCourse).mockRejectedValue(new AppError("not-found", "دوره یافت نشد.", 404));
    renderLesson("/lesson/nope/l1");
    expect(await screen.findByRole("heading", { name: "این درس پیدا نشد" })).toBeTruthy();
  });

  it("when the server cannot be reached, says it is not on this device yet", async () => {
    vi.mocked(pullCourse).mockRejectedValue(new AppError("offline"));
    renderLesson("/lesson/c1/l1");
    expect(await screen.findByText(/هنوز روی دستگاه ذخیره نشده است/)).toBeTruthy();
  });
});
