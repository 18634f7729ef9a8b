import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { useCourses } from "../../data/learning/queries";
import type { UserSync } from "../../data/sync/user-sync";
import { ContentServer } from "../../data/test-support/content-server";
import { leaveEarlyAsks } from "../../data/test-support/early-asks";
import { fa } from "../../i18n/fa";
import { etagKey } from "../../data/sync/etag-key";
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

/** Home in the signed-in frame, with the course count beside it. */
function renderHomeWithCount() {
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
}

describe("home while the first sync brings its lists", () => {
  it("shows the courses only together with the posts above them", async () => {
    server.hold = true;
    renderHomeWithCount();
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

  it("waits for the posts when the sync says they are done before Dexie answers with them", async () => {
    // The run is under way; the posts' pull has ended but the live query has not answered yet:
    // what the screen sees for a moment on a phone (the sync state is told at once, Dexie later).
    sync.state.set({ running: true, pending: new Set(), done: new Set(["courses", "posts", "settings"]) });
    await db.courses.put({ id: "c1", name: "آلمانی A1", image_link: null, position: 0 });
    await db.settings.put({
      key: "settings",
      value: {
        configs: {
          LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
          LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
          LINK_IMAGE_USER_BEFORE_START_EXAM: null,
        },
        gateways: {},
      },
    });
    const router = createMemoryRouter([{ path: "/", element: <HomeScreen /> }]);
    render(
      <SignedInFrame sync={sync}>
        <RouterProvider router={router} />
      </SignedInFrame>,
    );
    expect(await screen.findByText(fa.loadingContent)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("آلمانی A1")).toBeNull();
    // The list and its tag land in one transaction, as the sync writes them.
    await db.transaction("rw", [db.posts, db.meta], async () => {
      await db.posts.put({
        id: "p1",
        title: "نوشتهٔ نخست",
        summary: "",
        image_link: null,
        content: null,
        position: 0,
      });
      await db.meta.put({ key: etagKey("posts"), value: '"posts-1"' });
    });
    expect(await screen.findByText("نوشتهٔ نخست")).toBeTruthy();
    expect(screen.getByText("آلمانی A1")).toBeTruthy();
    sync.state.set({ running: false, settledOnce: true });
  });
});

describe("home's header on a device without its settings", () => {
  function renderHome() {
    const router = createMemoryRouter([{ path: "/", element: <HomeScreen /> }]);
    return render(
      <SignedInFrame sync={sync}>
        <RouterProvider router={router} />
      </SignedInFrame>,
    );
  }

  it("shows the image the shell named at once, while the sync brings the rest, and keeps that image", async () => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.href = "/media/app/home-header.svg";
    link.setAttribute("data-home-header", "");
    document.head.append(link);
    // The settings the sync brings name the same image, and a link over it.
    server.settings.configs.LINK_IMAGE_USER_MAIN_PAGE_HEADER = "/media/app/home-header.svg";
    server.settings.configs.LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER = "/v1/course/c1";
    try {
      server.hold = true;
      const { container } = renderHome();
      const run = sync.engine.syncNow();
      await server.whenHeld("/courses/courses");
      expect(await screen.findByText(fa.loadingContent)).toBeTruthy();
      const image = container.querySelector("img");
      expect(image?.getAttribute("src")).toBe("/media/app/home-header.svg");
      server.releaseAll();
      await run;
      expect(await screen.findByText("آلمانی A1")).toBeTruthy();
      // The same element, not a new one painted again (Lighthouse took the new one's paint as home's
      // LCP), with the settings' link over it.
      expect(image && container.contains(image)).toBe(true);
      expect(screen.getByRole("link", { name: fa.homeBannerLink }).getAttribute("href")).toBe("/course/c1");
    } finally {
      link.remove();
    }
  });

  it("holds the header's empty box when the shell named none", async () => {
    server.hold = true;
    const { container } = renderHome();
    const run = sync.engine.syncNow();
    await server.whenHeld("/courses/courses");
    expect(await screen.findByText(fa.loadingContent)).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".aspect-video")).not.toBeNull();
    server.releaseAll();
    await run;
  });
});

describe("home on a new device (decision 048)", () => {
  const asks = ["/api/courses/courses?order_by=order&order=asc", "/api/app/settings", "/api/blog/posts"];

  it("paints from the answers the page asked early, all three together, before the sync has stored them", async () => {
    server.hold = true;
    const leave = leaveEarlyAsks(server, asks);
    try {
      const router = createMemoryRouter([{ path: "/", element: <HomeScreen /> }]);
      render(
        <SignedInFrame sync={sync}>
          <RouterProvider router={router} />
        </SignedInFrame>,
      );
      expect(await screen.findByText(fa.loadingContent)).toBeTruthy();
      server.release("/courses/courses");
      server.release("/app/settings");
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Two of the three: still the loading line, nothing that the posts would push down.
      expect(screen.getByText(fa.loadingContent)).toBeTruthy();
      expect(screen.queryByText("آلمانی A1")).toBeNull();
      server.release("/blog/posts");
      expect(await screen.findByText("آلمانی A1")).toBeTruthy();
      expect(screen.getByText("نوشتهٔ نخست")).toBeTruthy();
      expect(screen.queryByText(fa.loadingContent)).toBeNull();
      // Nothing is stored yet: no sync has run.
      expect(await db.courses.count()).toBe(0);
      expect(await db.posts.count()).toBe(0);
      // The sync then stores the same answers, taking the early asks (no second request of any).
      server.hold = false;
      await sync.engine.syncNow();
      expect(await db.courses.count()).toBe(1);
      for (const url of asks) {
        const path = url.split("?")[0] ?? url;
        expect(server.seen.filter((seen) => seen.path === path)).toHaveLength(1);
      }
      expect(screen.getByText("آلمانی A1")).toBeTruthy();
    } finally {
      leave();
    }
  });

  it("stays on the answers in hand while the sync stores them, never back to the loading line", async () => {
    const leave = leaveEarlyAsks(server, asks);
    try {
      renderHomeWithCount();
      expect(await screen.findByText("آلمانی A1")).toBeTruthy();
      // The sync stores the three lists (from the early asks; the course's own pull is held) and Dexie
      // answers each list's query on its own: the course list's answer comes before home has all three.
      server.hold = true;
      const run = sync.engine.syncNow();
      expect(await screen.findByText("courses: 1")).toBeTruthy();
      expect(screen.queryByText(fa.loadingContent)).toBeNull();
      expect(screen.getByText("آلمانی A1")).toBeTruthy();
      expect(screen.getByText("نوشتهٔ نخست")).toBeTruthy();
      server.releaseAll();
      await run;
      expect(await db.posts.count()).toBe(1);
      expect(screen.queryByText(fa.loadingContent)).toBeNull();
      expect(screen.getByText("نوشتهٔ نخست")).toBeTruthy();
    } finally {
      leave();
    }
  });
});
