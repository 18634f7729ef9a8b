import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../data/session/session-store";
import { FOCUS_REFRESH_MS, useFreshClaimsOnFocus } from "./use-fresh-claims";

vi.mock("../data/session/session-store", () => ({ refreshSession: vi.fn(async () => null) }));

const START = new Date("2026-03-01T08:00:00.000Z").getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const focus = () => window.dispatchEvent(new Event("focus"));

describe("useFreshClaimsOnFocus", () => {
  it("fetches fresh claims when the window regains focus, at most once in a while", () => {
    renderHook(() => useFreshClaimsOnFocus("u1"));
    focus();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    focus();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + FOCUS_REFRESH_MS);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it("does nothing for a guest, or after the learner leaves", () => {
    const { rerender, unmount } = renderHook(({ id }) => useFreshClaimsOnFocus(id), {
      initialProps: { id: null as string | null },
    });
    vi.setSystemTime(START + FOCUS_REFRESH_MS);
    focus();
    expect(refreshSession).not.toHaveBeenCalled();
    rerender({ id: "u1" });
    unmount();
    vi.setSystemTime(START + 3 * FOCUS_REFRESH_MS);
    focus();
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
