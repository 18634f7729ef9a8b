import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimLocalData } from "../data/session/local-data";
import { awaitingSync } from "../data/sync/sync-state";
import { createUserSync } from "../data/sync/user-sync";
import { fa } from "../i18n/fa";
import { notify } from "../ui/toasts";
import { CLAIM_RETRY_MS, useLearnerBackground } from "./use-learner-background";

vi.mock("../data/session/local-data", () => ({ claimLocalData: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(claimLocalData).mockReset();
});

/** A learner's sync object whose runs are counted, not made. */
function learnerSync() {
  const sync = createUserSync("u1");
  const stop = vi.fn();
  const start = vi.spyOn(sync.engine, "start").mockReturnValue(stop);
  return { sync, start, stop };
}

const lesson = { courseId: "a1", lessonId: "a1-1" };

describe("useLearnerBackground", () => {
  it("starts the learner's sync once the device's data is theirs", async () => {
    vi.mocked(claimLocalData).mockResolvedValue();
    const { sync, start, stop } = learnerSync();
    const { unmount } = renderHook(() => useLearnerBackground(sync));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(claimLocalData).toHaveBeenCalledWith("u1");
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("when the claim fails: no sync, no endless «syncing», the learner told once, tried again on focus", async () => {
    const error = vi.spyOn(notify, "error");
    vi.mocked(claimLocalData).mockRejectedValueOnce(new Error("the database refused")).mockResolvedValue();
    const { sync, start } = learnerSync();
    expect(awaitingSync(sync.state.get(), lesson)).toBe(true);
    renderHook(() => useLearnerBackground(sync));

    await waitFor(() => expect(sync.state.get().settledOnce).toBe(true));
    expect(start).not.toHaveBeenCalled();
    expect(awaitingSync(sync.state.get(), lesson)).toBe(false);
    expect(sync.state.get().lastErrorCode).not.toBeNull();
    expect(error).toHaveBeenCalledWith(fa.localDataUnavailable, { id: "local-data-claim-failed" });

    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(claimLocalData).toHaveBeenCalledTimes(2);
    // Started once: a later focus claims nothing more.
    window.dispatchEvent(new Event("focus"));
    expect(claimLocalData).toHaveBeenCalledTimes(2);
  });

  it("tries a failed claim again after a while, and not after the learner has left", async () => {
    vi.useFakeTimers();
    vi.mocked(claimLocalData).mockRejectedValue(new Error("the database refused"));
    const { sync, start } = learnerSync();
    const { unmount } = renderHook(() => useLearnerBackground(sync));
    await vi.advanceTimersByTimeAsync(0);
    expect(claimLocalData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLAIM_RETRY_MS);
    expect(claimLocalData).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(3 * CLAIM_RETRY_MS);
    window.dispatchEvent(new Event("online"));
    expect(claimLocalData).toHaveBeenCalledTimes(2);
    expect(start).not.toHaveBeenCalled();
  });
});
