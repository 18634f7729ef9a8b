import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useAwaitingSync, useSyncSelect } from "./use-sync";
import { createUserSync } from "./user-sync";
import { UserSyncContext } from "./user-sync-context";

/** Renders `children` under a fresh sync object, returned so a test can move its state. */
function withSync(children: ReactNode) {
  const sync = createUserSync("u1");
  // A settled first run, so «syncing» follows only what is pending.
  sync.state.set({ settledOnce: true });
  render(<UserSyncContext value={sync}>{children}</UserSyncContext>);
  return sync;
}

describe("useAwaitingSync", () => {
  it("re-renders when its own answer changes, not on every pull of a sync run", () => {
    let renders = 0;
    function LessonPlace() {
      renders++;
      const syncing = useAwaitingSync({ courseId: "a1", lessonId: "a1-1" });
      return <p>{syncing ? "syncing" : "idle"}</p>;
    }
    const sync = withSync(<LessonPlace />);
    expect(screen.getByText("idle")).toBeDefined();
    const before = renders;

    // Other pulls come and go: the lesson's answer stays «idle», and the screen is not rendered again.
    act(() => {
      for (const key of ["settings", "posts", "bookmarks", "course:a2", "lesson:a2-1"]) {
        sync.state.markPending(key, true);
        sync.state.markPending(key, false, true);
      }
    });
    expect(renders).toBe(before);

    act(() => sync.state.markPending("lesson:a1-1", true));
    expect(screen.getByText("syncing")).toBeDefined();
    act(() => sync.state.markPending("lesson:a1-1", false, true));
    expect(screen.getByText("idle")).toBeDefined();
    expect(renders).toBe(before + 2);
  });
});

describe("useSyncSelect", () => {
  it("gives the selected value and follows it", () => {
    function Running() {
      return <p>{useSyncSelect((state) => (state.running ? "running" : "stopped"))}</p>;
    }
    const sync = withSync(<Running />);
    expect(screen.getByText("stopped")).toBeDefined();
    act(() => sync.state.set({ running: true }));
    expect(screen.getByText("running")).toBeDefined();
  });
});
