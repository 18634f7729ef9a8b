import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { db } from "../../data/db/db";
import type { UserSync } from "../../data/sync/user-sync";
import type { ContentServer } from "../../data/test-support/content-server";
import { leaveEarlyAsks } from "../../data/test-support/early-asks";
import { contentPerTest } from "../../shared/test-support/content-per-test";
import { SignedInFrame } from "../../shared/test-support/render-routes";
import { CourseScreen } from "./course-screen";

const content = contentPerTest((server) =>
  server.addCourse("c2", [
    { id: "c2-l1", bought: true },
    { id: "c2-l2", bought: false },
  ]),
);
let server: ContentServer;
let sync: UserSync;

beforeEach(() => {
  server = content.server();
  sync = content.sync();
});

it("on a new device, a course paints from the answer its page asked early, before the sync has stored it (decision 048)", async () => {
  const courseUrl = "/api/courses/courses/c2?order_by=order&order=asc";
  server.hold = true;
  const leave = leaveEarlyAsks(server, [courseUrl]);
  try {
    const router = createMemoryRouter([{ path: "/course/:courseId", element: <CourseScreen /> }], {
      initialEntries: ["/course/c2"],
    });
    render(
      <SignedInFrame sync={sync}>
        <RouterProvider router={router} />
      </SignedInFrame>,
    );
    await server.whenHeld("/courses/courses/c2");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    server.release("/courses/courses/c2");
    expect(await screen.findByRole("heading", { level: 1, name: "آلمانی A1" })).toBeTruthy();
    // Its lessons with their locks: the bought one opens, the other is behind a padlock.
    expect(screen.getByRole("link", { name: /درس c2-l1/ }).getAttribute("href")).toBe("/lesson/c2/c2-l1");
    expect(screen.getByRole("button", { name: /درس c2-l2/ })).toBeTruthy();
    // Nothing is stored yet: no sync has run.
    expect(await db.courses.count()).toBe(0);
    // The sync then stores the same answer, taking the early ask (no second request of it).
    server.hold = false;
    await sync.engine.syncNow();
    expect(await db.lessons.where("course_id").equals("c2").count()).toBe(2);
    expect(server.seen.filter((seen) => seen.path.endsWith("/courses/courses/c2"))).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "آلمانی A1" })).toBeTruthy();
  } finally {
    leave();
  }
});
