import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetScreenSnapshot, saveScreenSnapshot } from "../data/screen-snapshots";
import { SNAPSHOT_LONGEST_MS, useSnapshotEnds } from "./use-snapshot-ends";
import { ScreenSnapshot } from "../shared/screen-snapshot";

vi.mock("../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: { sub: "u1", exp: 2_000_000_000 }, offline: false }),
}));
vi.mock("../data/screen-snapshots", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveScreenSnapshot: vi.fn(() => Promise.resolve()),
  forgetScreenSnapshot: vi.fn(() => Promise.resolve()),
}));
// Idle at once, so a save that is asked for is seen.
vi.mock("../ui/when-idle", () => ({ whenIdle: (work: () => void) => work() }));

function Root() {
  useSnapshotEnds();
  return <Outlet />;
}

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: "/", element: <Link to="/other">دیگر</Link> },
          { path: "/word", element: <ScreenSnapshot /> },
          { path: "/locked", element: <ScreenSnapshot forget /> },
          { path: "/other", element: <p>دیگر</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => document.getElementById("screen-snapshot") !== null;

beforeEach(() => {
  const snapshot = document.createElement("div");
  snapshot.id = "screen-snapshot";
  document.body.prepend(snapshot);
});

afterEach(() => {
  cleanup();
  document.getElementById("screen-snapshot")?.remove();
  vi.mocked(saveScreenSnapshot).mockClear();
  vi.mocked(forgetScreenSnapshot).mockClear();
  vi.useRealTimers();
});

describe("the worker's screen snapshot", () => {
  it("goes when the screen it shows is painted by the app, which then saves that screen for its path", async () => {
    renderApp("/word");
    expect(shown()).toBe(false);
    // The address bar's path: what the worker will be asked for (a memory router leaves it alone).
    // The saving's code loads when it runs (shared/screen-snapshot.tsx): awaited, not at once.
    await vi.waitFor(() =>
      expect(saveScreenSnapshot).toHaveBeenCalledWith(window.location.pathname, 2_000_000_000_000),
    );
  });

  it("goes when the path shows something else instead, and that path's saved screen is forgotten", async () => {
    renderApp("/locked");
    expect(shown()).toBe(false);
    await vi.waitFor(() => expect(forgetScreenSnapshot).toHaveBeenCalledWith(window.location.pathname));
    expect(saveScreenSnapshot).not.toHaveBeenCalled();
  });

  it("stays over a screen that is still loading, and goes when the learner moves elsewhere", async () => {
    const router = renderApp("/");
    expect(shown()).toBe(true);
    await act(() => router.navigate("/other"));
    expect(shown()).toBe(false);
    expect(saveScreenSnapshot).not.toHaveBeenCalled();
  });

  it("goes at the latest after a while, whatever the screen", () => {
    vi.useFakeTimers();
    renderApp("/");
    act(() => vi.advanceTimersByTime(SNAPSHOT_LONGEST_MS - 1));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(false);
  });
});
