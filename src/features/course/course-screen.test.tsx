import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AppError } from "../../data/app-error";
import { db } from "../../data/db/db";
import { pullCourse } from "../../data/sync/pull";
import { courseRoutes } from "./routes";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";

vi.mock("../../data/sync/pull", () => ({ pullCourse: vi.fn(), pullLesson: vi.fn() }));

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all([db.courses.clear(), db.lessons.clear()]);
});

afterEach(cleanup);

it("online, says a course that does not exist is not found (not «not on this device yet»)", async () => {
  vi.mocked(pullCourse).mockRejectedValue(new AppError("not-found", "دوره یافت نشد.", 404));
  render(
    // The start-up sync has ended: what is missing now can only come from asking the server.
    <SignedInFrame sync={testUserSync({ settled: true })}>
      <RouterProvider
        router={createMemoryRouter([{ path: "/", HydrateFallback: () => null, children: courseRoutes }], {
          initialEntries: ["/course/nope"],
        })}
      />
    </SignedInFrame>,
  );
  expect(await screen.findByRole("heading", { name: "این دوره پیدا نشد" })).toBeTruthy();
  expect(pullCourse).toHaveBeenCalledWith("nope");
  expect(screen.queryByText(/هنوز روی دستگاه ذخیره نشده است/)).toBeNull();
});
