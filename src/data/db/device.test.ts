import { beforeEach, describe, expect, it, vi } from "vitest";
import { settledSoon } from "../test-support/settled-soon";

/** A fresh copy of device.ts (its hold and its loaded module are the page's, once). */
async function freshDevice() {
  vi.resetModules();
  return import("./device");
}

describe("the device's database code (decision 049)", () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("loads at once when nothing holds it, and then answers without waiting", async () => {
    const device = await freshDevice();
    expect(device.loadedDevice()).toBeNull();
    const db = await device.device();
    expect(db.name).toBe("vajeh");
    expect(device.loadedDevice()?.db).toBe(db);
  });

  it("waits for a hold to settle before loading", async () => {
    const device = await freshDevice();
    let release = () => {};
    device.holdDeviceUntil(new Promise<void>((resolve) => (release = resolve)), 10_000);
    const opening = device.deviceModule();
    expect(await settledSoon(opening)).toBe(false);
    expect(device.loadedDevice()).toBeNull();
    release();
    await opening;
    expect(device.loadedDevice()).not.toBeNull();
  });

  it("lets go of a hold that fails, or that never settles, after its longest wait", async () => {
    const failed = await freshDevice();
    failed.holdDeviceUntil(Promise.reject(new Error("router failed")), 10_000);
    await expect(failed.device()).resolves.toBeDefined();

    const stalled = await freshDevice();
    stalled.holdDeviceUntil(new Promise(() => undefined), 30);
    await expect(stalled.device()).resolves.toBeDefined();
  });

  it("ignores a hold asked for once the code has been asked for", async () => {
    const device = await freshDevice();
    const opening = device.deviceModule();
    device.holdDeviceUntil(new Promise(() => undefined), 10_000);
    await expect(opening).resolves.toBeDefined();
    expect(await settledSoon(device.withDevice(() => Promise.resolve("loaded")))).toBe(true);
  });

  it("loads a module that uses the database only after the database may load", async () => {
    const device = await freshDevice();
    let release = () => {};
    device.holdDeviceUntil(new Promise<void>((resolve) => (release = resolve)), 10_000);
    const load = vi.fn(() => Promise.resolve("pulls"));
    const loading = device.withDevice(load);
    expect(await settledSoon(loading)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    release();
    await expect(loading).resolves.toBe("pulls");
    expect(load).toHaveBeenCalledOnce();
  });
});
