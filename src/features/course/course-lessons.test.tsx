import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "../../data/db/db";
import { mergeCourse } from "../../data/sync/merge";
import { course } from "../../data/test-support/fixtures";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";
import { courseRoutes } from "./routes";

afterEach(async () => {
  await Promise.all([db.courses.clear(), db.lessons.clear(), db.sections.clear()]);
});

async function showCourse() {
  const router = createMemoryRouter([{ path: "/", HydrateFallback: () => null, children: courseRoutes }], {
    initialEntries: ["/course/c1"],
  });
  render(
    <SignedInFrame sync={testUserSync()}>
      <RouterProvider router={router} />
    </SignedInFrame>,
  );
  const items = await screen.findAllByRole("listitem");
  return items.map((item) => ({
    text: item.textContent ?? "",
    // The padlock is the only mark drawn with a rect.
    padlock: item.querySelector("svg rect") !== null,
  }));
}

describe("the course page's lessons", () => {
  it("puts a padlock only on lessons not bought; bought ones show their number and what they wait for", async () => {
    await mergeCourse(
      db,
      course("c1", [
        { id: "l1", bought: true },
        { id: "l2", bought: true },
        { id: "l3", bought: false },
      ]),
      0,
    );
    const [first, second, third] = await showCourse();
    expect(first).toMatchObject({ padlock: false });
    expect(second?.padlock).toBe(false);
    expect(second?.text).toContain("۲");
    expect(second?.text).toContain("پس از کامل کردن درس قبلی باز می‌شود");
    expect(third?.padlock).toBe(true);
    expect(third?.text).toContain("قفل");
  });
});
