import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyAppMenu } from "./lazy-app-menu";
import type * as AppMenuModule from "./app-menu";

vi.mock("../data/session/use-session", () => ({
  useSession: () => ({
    status: "signed-in",
    user: { sub: "u1", point: 0, subscription_ends_at: null },
    offline: false,
  }),
}));

const menuRendered = vi.hoisted(() => ({ count: 0 }));
vi.mock("./app-menu", async (importOriginal) => {
  const real = await importOriginal<typeof AppMenuModule>();
  return {
    AppMenu: (props: Parameters<typeof real.AppMenu>[0]) => {
      menuRendered.count++;
      return real.AppMenu(props);
    },
  };
});

afterEach(() => {
  cleanup();
  menuRendered.count = 0;
  vi.unstubAllGlobals();
});

function renderMenu(open: boolean, prefetch = false) {
  const element = <LazyAppMenu open={open} onClose={vi.fn()} toReview={0} prefetch={prefetch} />;
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  return render(<RouterProvider router={router} />);
}

describe("the menu loaded on demand", () => {
  it("loads nothing while closed until it may fetch ahead, then only when the page is idle", async () => {
    // An idle page at once: a fetch ahead, were one started, would be seen here.
    vi.stubGlobal("requestIdleCallback", (work: () => void) => work());
    await import("./app-menu"); // already fetched, so only the component's own choice is timed
    renderMenu(false);
    // Long enough, and in steps, for a load and a render to follow one another.
    for (let step = 0; step < 4; step++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menuRendered.count).toBe(0);
    cleanup();
    renderMenu(false, true);
    await vi.waitFor(() => expect(menuRendered.count).toBeGreaterThan(0));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens once its code has loaded", async () => {
    renderMenu(true);
    expect(await screen.findByRole("dialog", { name: "منو" })).toBeTruthy();
  });
});
