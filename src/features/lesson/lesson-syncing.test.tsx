import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { db } from "../../data/db/db";
import type { UserSync } from "../../data/sync/user-sync";
import type { ContentServer } from "../../data/test-support/content-server";
import { leaveEarlyAsks } from "../../data/test-support/early-asks";
import { fa } from "../../i18n/fa";
import { contentPerTest } from "../../shared/test-support/content-per-test";
import { SignedInFrame } from "../../shared/test-support/render-routes";
import { LessonScreen } from "./lesson-screen";

/**
 * A deep link to a lesson on a device that has not synced it yet (issue 13): «syncing» while the
 * sync may still bring it, its sections once they land; «not on this device» only when the sync
 * has ended without it.
 */
const content = contentPerTest((server) => {
  server.addCourse("c1", [{ id: "c1-l1", bought: true }]);
  server.addCourse("c2", [{ id: "c2-l1", bought: true }]);
});
let server: ContentServer;
/** The signed-in user's sync object, fresh per test (no focus or state left from the last). */
let sync: UserSync;
const syncNow = () => sync.engine.syncNow();

beforeEach(() => {
  server = content.server();
  sync = content.sync();
});

function openLesson(courseId: string, lessonId: string) {
  const router = createMemoryRouter([{ path: "/lesson/:courseId/:lessonId", element: <LessonScreen /> }], {
    initialEntries: [`/lesson/${courseId}/${lessonId}`],
  });
  render(
    <SignedInFrame sync={sync}>
      <RouterProvider router={router} />
    </SignedInFrame>,
  );
}

describe("a deep link to a lesson not yet on the device", () => {
  it("says «syncing», never «not on this device», until its sections land", async () => {
    server.hold = true;
    openLesson("c2", "c2-l1");
    expect(await screen.findByText(fa.syncing)).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull(); // nothing known of the lesson yet
    // The title's line is held (h-8, the h1's line height), so the notice stays put when it comes.
    const before = screen.getByText(fa.syncing).closest("p")?.previousElementSibling;
    expect(before?.getAttribute("aria-hidden")).toBe("true");
    expect(before?.className).toBe("h-8");
    const run = syncNow();
    await server.whenHeld("/courses/courses/c2");
    expect(screen.getByText(fa.syncing)).toBeTruthy();
    expect(screen.queryByText(fa.courseNotSynced)).toBeNull();
    server.release("/courses/courses/c2");
    await server.whenHeld("/lessons/c2-l1");
    // The course has landed (the lesson's name is known and shown), its sections not yet.
    expect(await screen.findByRole("heading", { level: 1, name: "درس c2-l1" })).toBeTruthy();
    expect(screen.getByText(fa.syncing).closest("p")?.previousElementSibling?.tagName).toBe("H1");
    expect(screen.getByText(fa.syncing)).toBeTruthy();
    expect(screen.queryByText(fa.courseNotSynced)).toBeNull();
    server.releaseAll();
    expect(await screen.findByText("بخش 1")).toBeTruthy();
    await run;
    expect(screen.queryByText(fa.syncing)).toBeNull();
  });

  it("says it is not on this device once the sync has ended without it (offline)", async () => {
    server.offline = true;
    openLesson("c2", "c2-l1");
    expect(await screen.findByText(fa.syncing)).toBeTruthy();
    await syncNow();
    expect(await screen.findByText(fa.courseNotSynced)).toBeTruthy();
    expect(screen.queryByText(fa.syncing)).toBeNull();
  });

  it("paints from the answers the page asked early, before the sync has stored them (decision 048)", async () => {
    const courseUrl = "/api/courses/courses/c2?order_by=order&order=asc";
    const lessonUrl = "/api/teacher/courses/lessons/c2-l1?course_id=c2";
    server.hold = true;
    const leave = leaveEarlyAsks(server, [courseUrl, lessonUrl]);
    try {
      openLesson("c2", "c2-l1");
      expect(await screen.findByText(fa.syncing)).toBeTruthy();
      server.release("/courses/courses/c2");
      // The course's answer names the lesson: its title, its sections still to come.
      expect(await screen.findByRole("heading", { level: 1, name: "درس c2-l1" })).toBeTruthy();
      expect(screen.getByText(fa.syncing)).toBeTruthy();
      server.release("/lessons/c2-l1");
      expect(await screen.findByText("بخش 1")).toBeTruthy();
      expect(screen.getByText("بخش 2")).toBeTruthy();
      expect(screen.queryByText(fa.syncing)).toBeNull();
      // Nothing is stored yet: no sync has run.
      expect(await db.sections.count()).toBe(0);
      expect(await db.lessons.count()).toBe(0);
      // The sync then stores the same answers, taking the early asks (no second request of either).
      server.hold = false;
      await syncNow();
      expect(await db.sections.where("lesson_id").equals("c2-l1").count()).toBe(2);
      expect(server.seen.filter((seen) => seen.path.endsWith("/courses/courses/c2"))).toHaveLength(1);
      expect(server.seen.filter((seen) => seen.path.endsWith("/lessons/c2-l1"))).toHaveLength(1);
      expect(screen.getByText("بخش 1")).toBeTruthy();
    } finally {
      leave();
    }
  });
});
