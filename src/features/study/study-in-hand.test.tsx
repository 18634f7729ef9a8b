import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../data/db/db";
import type { UserSync } from "../../data/sync/user-sync";
import type { ContentServer } from "../../data/test-support/content-server";
import { leaveEarlyAsks } from "../../data/test-support/early-asks";
import { fa } from "../../i18n/fa";
import { contentPerTest } from "../../shared/test-support/content-per-test";
import { SignedInFrame } from "../../shared/test-support/render-routes";
import { StudyScreen } from "./study-screen";

/**
 * A word's link on a new device (decision 048): its card paints from the answers the page asked
 * early, before the sync has stored them.
 */
const content = contentPerTest((server) => server.addCourse("c1", [{ id: "c1-l1", bought: true }]));
let server: ContentServer;
let sync: UserSync;
/** Puts the page back after a test that left early asks on it. */
let leave: () => void = () => undefined;

beforeEach(() => {
  server = content.server();
  sync = content.sync();
});

afterEach(() => leave());

describe("a word's card on a new device", () => {
  it("paints from the course's and the lesson's answers in hand, with nothing stored", async () => {
    const asks = [
      "/api/courses/courses/c1?order_by=order&order=asc",
      "/api/teacher/courses/lessons/c1-l1?course_id=c1",
    ];
    server.hold = true;
    leave = leaveEarlyAsks(server, asks);
    const router = createMemoryRouter(
      [{ path: "/vocabulary/:courseId/:lessonId/:sectionId/:wordId?", element: <StudyScreen /> }],
      { initialEntries: ["/vocabulary/c1/c1-l1/c1-l1-s1/c1-l1-w1"] },
    );
    render(
      <SignedInFrame sync={sync}>
        <RouterProvider router={router} />
      </SignedInFrame>,
    );
    expect(await screen.findByText(fa.syncing)).toBeTruthy();
    server.release("/courses/courses/c1");
    server.release("/lessons/c1-l1");
    expect(await screen.findByRole("heading", { level: 2, name: "das Wortc1-l1-w1" })).toBeTruthy();
    expect(await db.words.count()).toBe(0);
    // The sync then stores the same answers, taking the early asks (no second request of either).
    server.hold = false;
    await sync.engine.syncNow();
    expect(await db.words.where("section_id").equals("c1-l1-s1").count()).toBe(2);
    expect(server.seen.filter((seen) => seen.path.endsWith("/lessons/c1-l1"))).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "das Wortc1-l1-w1" })).toBeTruthy();
  });
});
