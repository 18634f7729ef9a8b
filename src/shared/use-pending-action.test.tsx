import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePendingAction } from "./use-pending-action";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("usePendingAction", () => {
  it("ignores a second press while the first runs, and is busy meanwhile", async () => {
    const gate = deferred();
    let runs = 0;
    const { result } = renderHook(() =>
      usePendingAction(async () => {
        runs += 1;
        await gate.promise;
        return "done";
      }),
    );
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.act();
      second = result.current.act();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      gate.resolve();
      expect(await first).toBe("done");
      expect(await second).toBeUndefined();
    });
    expect(runs).toBe(1);
    expect(result.current.busy).toBe(false);
  });

  it("can run again after a failure, but never after a success when locked", async () => {
    let runs = 0;
    let fail = true;
    const { result } = renderHook(() =>
      usePendingAction(
        async () => {
          runs += 1;
          if (fail) throw new Error("no");
        },
        { after: "lock" },
      ),
    );
    await act(() => result.current.act());
    fail = false;
    await act(() => result.current.act());
    await act(() => result.current.act());
    expect(runs).toBe(2);
    expect(result.current.busy).toBe(false);
  });

  it("stays busy after a success when it holds (the page is leaving)", async () => {
    const { result } = renderHook(() => usePendingAction(async () => undefined, { after: "hold" }));
    await act(() => result.current.act());
    expect(result.current.busy).toBe(true);
  });
});
