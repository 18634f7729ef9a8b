import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_ASKS_GLOBAL } from "../data/api/early-ask-keys";
import type { StartingRouter } from "./device-hold";
import { fakeLargestPaints } from "../data/test-support/fake-largest-paints";
import { settledSoon } from "../data/test-support/settled-soon";

/** Fresh copies of the hold, the device's loader and the paint's note (each is the page's, once). */
async function fresh() {
  vi.resetModules();
  return {
    hold: await import("./device-hold"),
    device: await import("../data/db/device"),
    painted: await import("../data/learning/painted-from-hand"),
  };
}

/** A router whose first navigation ends when the test says (`finish`). */
function startingRouter(pathname: string) {
  const listeners = new Set<(state: StartingRouter["state"]) => void>();
  const router = {
    basename: "/v1",
    state: { initialized: false, location: { pathname } },
    subscribe(listener: (state: StartingRouter["state"]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finish = () => {
    router.state = { ...router.state, initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, finish };
}

/** The page's first script asked one answer (decision 043). */
function leaveAnAsk() {
  (globalThis as Record<string, unknown>)[EARLY_ASKS_GLOBAL] = {
    "/api/courses/courses": {
      token: "t",
      response: Promise.resolve(new Response("{}")),
      abort: () => undefined,
    },
  };
}

/**
 * A new device's lesson (an answer asked early) in a browser that tells its largest paints: the hold
 * started and the router's first navigation ended, so the device waits only for the screen.
 */
async function lessonWhoseCodeIsIn() {
  leaveAnAsk();
  const observers = fakeLargestPaints(["largest-contentful-paint"]);
  const { hold, device, painted } = await fresh();
  const { router, finish } = startingRouter("/v1/lesson/a1/a1-1");
  hold.startDeviceForFirstPaint(Promise.resolve(router), true);
  const opening = device.deviceModule();
  finish();
  return { observers, painted, opening };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, EARLY_ASKS_GLOBAL);
  vi.unstubAllGlobals();
});

describe("startDeviceForFirstPaint (decision 049)", () => {
  it("on a new device's lesson, word, home or course, loads the database's code once the screen has painted from its answers", async () => {
    for (const pathname of ["/v1/lesson/a1/a1-1", "/v1/vocabulary/a1/a1-1/a1-1-1", "/v1/", "/v1/course/a1"]) {
      leaveAnAsk();
      const { hold, device, painted } = await fresh();
      const { router, finish } = startingRouter(pathname);
      hold.startDeviceForFirstPaint(Promise.resolve(router), true);
      const opening = device.deviceModule();
      expect(await settledSoon(opening), pathname).toBe(false);
      finish();
      expect(await settledSoon(opening), `${pathname}: the screen has not painted yet`).toBe(false);
      painted.notePaintedFromHand();
      await expect(opening).resolves.toBeDefined();
    }
  });

  it("waits for the frame that shows the screen's commit to be shown, where the browser tells it", async () => {
    const { observers, painted, opening } = await lessonWhoseCodeIsIn();
    renderHook(() => painted.useNotePaintedFromHand(true));
    const { at } = await painted.paintedFromHand;
    await vi.waitFor(() => expect(observers[0]?.observing).toBe(true));
    expect(await settledSoon(opening), "painted, not shown yet").toBe(false);
    observers[0]?.give([at - 1]);
    expect(await settledSoon(opening), "a largest paint from before the commit").toBe(false);
    observers[0]?.give([at + 25]);
    await expect(opening).resolves.toBeDefined();
  });

  it("when the answers gave the screen nothing, waits only for the next paint", async () => {
    const { observers, painted, opening } = await lessonWhoseCodeIsIn();
    painted.notePaintedFromHand();
    await expect(opening).resolves.toBeDefined();
    expect(observers).toHaveLength(0);
  });

  it("on a first screen that reads only the device, loads it once the screen's code is in", async () => {
    leaveAnAsk();
    const { hold, device } = await fresh();
    const { router, finish } = startingRouter("/v1/words");
    hold.startDeviceForFirstPaint(Promise.resolve(router), true);
    const opening = device.deviceModule();
    expect(await settledSoon(opening)).toBe(false);
    finish();
    await expect(opening).resolves.toBeDefined();
  });

  it("on a learner's device whose page asked nothing (it holds answers), loads it at once", async () => {
    const { hold, device } = await fresh();
    const { router } = startingRouter("/v1/lesson/a1/a1-1");
    hold.startDeviceForFirstPaint(Promise.resolve(router), true);
    // Nothing asked for it yet: it loads of itself, before the first screen's queries.
    await vi.waitFor(() => expect(device.loadedDevice()).not.toBeNull());
  });

  it("for a guest, loads nothing", async () => {
    const { hold, device } = await fresh();
    const { router, finish } = startingRouter("/v1/auth/login");
    hold.startDeviceForFirstPaint(Promise.resolve(router), false);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(device.loadedDevice()).toBeNull();
  });
});
