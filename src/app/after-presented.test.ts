import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeLargestPaints } from "../data/test-support/fake-largest-paints";
import { settledSoon } from "../data/test-support/settled-soon";
import { afterPresented } from "./after-presented";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("afterPresented", () => {
  it("waits past the paint for a largest paint shown at or after the commit", async () => {
    const observers = fakeLargestPaints(["paint", "largest-contentful-paint"], [5]);
    const shown = afterPresented(100, 5_000);
    await vi.waitFor(() => expect(observers[0]?.observing).toBe(true));
    // The loading view's largest paint, from before the commit, is not the screen's.
    expect(await settledSoon(shown)).toBe(false);
    observers[0]?.give([99.5]);
    expect(await settledSoon(shown)).toBe(false);
    observers[0]?.give([130]);
    expect(await settledSoon(shown)).toBe(true);
    expect(observers[0]?.observing, "it stops observing").toBe(false);
  });

  it("goes on at once when the frame was shown before it started observing", async () => {
    fakeLargestPaints(["largest-contentful-paint"], [40, 120]);
    await afterPresented(100, 5_000);
  });

  it("goes on after the paint where the browser tells no largest paints", async () => {
    const observers = fakeLargestPaints(["paint", "element"]);
    await afterPresented(100, 5_000);
    expect(observers).toHaveLength(0);
  });

  it("goes on after its longest wait when no largest paint comes", async () => {
    const observers = fakeLargestPaints(["largest-contentful-paint"]);
    const shown = afterPresented(100, 300);
    await vi.waitFor(() => expect(observers[0]?.observing).toBe(true));
    expect(await settledSoon(shown)).toBe(false);
    await shown;
    expect(observers[0]?.observing).toBe(false);
  });
});
