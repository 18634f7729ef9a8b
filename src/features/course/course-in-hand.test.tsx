import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { http } from "../../data/api/http";
import { db } from "../../data/db/db";
import type { UserSync } from "../../data/sync/user-sync";
import { ContentServer } from "../../data/test-support/content-server";
import { leaveEarlyAsks } from "../../data/test-support/early-asks";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";
import { CourseScreen } from "./course-screen";

let server: ContentServer;
let sync: UserSync;
const defaultAdapter = http.defaults.adapter;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  sync = testUserSync();
  server = new ContentServer();
  server.addCourse("c2", [
    { id: "c2-l1", bought: true },
    { id: "c2-l2", bought: false },
  ]);
  http.defaults.adapter = server.adapter;
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(async () => {
  server.releaseAll();
  await sync.engine.syncNow();
  http.defaults.adapter = defaultAdapter;
  vi.unstubAllGlobals();
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
