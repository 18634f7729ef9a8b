import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settledSoon } from "../test-support/settled-soon";

const COURSE_URL = "/api/courses/courses/c2?order_by=order&order=asc";
const LESSON_URL = "/api/teacher/courses/lessons/c2-l1?course_id=c2";
const HOME_URLS = ["/api/courses/courses?order_by=order&order=asc", "/api/app/settings", "/api/blog/posts"];

/** Fresh copies: the note is the page's, once. */
async function fresh() {
  vi.resetModules();
  const { ContentServer } = await import("../test-support/content-server");
  const server = new ContentServer();
  server.addCourse("c2", [{ id: "c2-l1", bought: true }]);
  return {
    server,
    asks: await import("../test-support/early-asks"),
    lesson: await import("./lesson-in-hand"),
    home: await import("./home-in-hand"),
    painted: await import("./painted-from-hand"),
  };
}

let leave = () => {};
afterEach(() => leave());

describe("a screen that paints from the answers in hand notes its paint (decision 049)", () => {
  it("a lesson: once both its answers are committed, not at its title", async () => {
    const { server, asks, lesson, painted } = await fresh();
    server.hold = true;
    leave = asks.leaveEarlyAsks(server, [COURSE_URL, LESSON_URL]);
    const { result } = renderHook(() => lesson.useLessonInHand("c2", "c2-l1", true));
    expect(await settledSoon(painted.paintedFromHand)).toBe(false);
    // Not at once (a page whose answers are here would flash it); once they are slow, the screen
    // says they are on the way («syncing», not a bare spinner).
    expect(result.current).toEqual({ view: null, coming: false });
    await waitFor(() => expect(result.current).toEqual({ view: null, coming: true }));
    server.release("/courses/courses/c2");
    await waitFor(() => expect(result.current.view?.lesson?.id).toBe("c2-l1"));
    expect(result.current.coming).toBe(false);
    expect(await settledSoon(painted.paintedFromHand), "its sections are still to come").toBe(false);
    server.release("/lessons/c2-l1");
    const committing = performance.now();
    await waitFor(() => expect(result.current.view?.sections.length).toBeGreaterThan(0));
    expect(await settledSoon(painted.paintedFromHand)).toBe(true);
    const paint = await painted.paintedFromHand;
    expect(paint.drawn).toBe(true);
    expect(paint.at).toBeGreaterThanOrEqual(committing);
    server.releaseAll();
  });

  it("home: once its three answers are committed", async () => {
    const { server, asks, home, painted } = await fresh();
    server.hold = true;
    leave = asks.leaveEarlyAsks(server, HOME_URLS);
    const { result } = renderHook(() => home.useHomeInHand(true));
    expect(await settledSoon(painted.paintedFromHand)).toBe(false);
    server.releaseAll();
    await waitFor(() => expect(result.current?.courses.length).toBeGreaterThan(0));
    expect(await settledSoon(painted.paintedFromHand)).toBe(true);
    expect((await painted.paintedFromHand).drawn).toBe(true);
  });

  it("at once when nothing is in hand (a device that holds answers)", async () => {
    const { lesson, painted } = await fresh();
    const { result } = renderHook(() => lesson.useLessonInHand("c2", "c2-l1", true));
    expect(await settledSoon(painted.paintedFromHand)).toBe(true);
    expect((await painted.paintedFromHand).drawn, "nothing was drawn from them").toBe(false);
    expect(result.current).toEqual({ view: null, coming: false });
  });
});
