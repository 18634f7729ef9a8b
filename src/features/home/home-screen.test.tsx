import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { useCourses } from "../../data/learning/queries";
import type { UserSync } from "../../data/sync/user-sync";
import { ContentServer } from "../../data/test-support/content-server";
import { fa } from "../../i18n/fa";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";
import { HomeScreen } from "./home-screen";

/**
 * Home on a device's first sync (issue 13: Lighthouse saw home shift by 0.30): the courses are not
 * shown before the posts that go above them, so nothing is pushed down when the posts land.
 */
let server: ContentServer;
/** The signed-in user's sync object, fresh per test. */
let sync: UserSync;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  sync = testUserSync();
  server = new ContentServer();
  server.addCourse("c1", [{ id: "c1-l1", bought: true }]);
  server.posts = [{ id: "p1", title: "نوشتهٔ نخست", image_link: null, summary: "خلاصه", content: "" }];
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(async () => {
  server.releaseAll();
  await sync.engine.syncNow();
  vi.unstubAllGlobals();
});

/** Says how many courses Dexie gives, from the same live query home uses (they update together). */
function CourseCount() {
  const courses = useCourses();
  return <output>{`courses: ${courses?.length ?? "-"}`}</output>;
}

describe("home while the first sync brings its lists", () => {
  it("shows the courses only together with the posts above them", async () => {
    server.hold = true;
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <HomeScreen />
            <CourseCount />
          </>
        ),
      },
    ]);
    render(
      <SignedInFrame sync={sync}>
        <RouterProvider router={router} />
      </SignedInFrame>,
    );
    const run = sync.engine.syncNow();
    await server.whenHeld("/courses/courses");
    server.release("/courses/courses");
    // The course list has landed and is read on screen (its courses' own pulls are held), the posts not yet.
    await server.whenHeld("/blog/posts");
    expect(await screen.findByText("courses: 1")).toBeTruthy();
    expect(screen.getByText(fa.loadingContent)).toBeTruthy();
    expect(screen.queryByText("آلمانی A1")).toBeNull();
    server.releaseAll();
    expect(await screen.findByText("نوشتهٔ نخست")).toBeTruthy();
    expect(screen.getByText("آلمانی A1")).toBeTruthy();
    await run;
  });
});
