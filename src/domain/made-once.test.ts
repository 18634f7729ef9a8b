import { describe, expect, it, vi } from "vitest";
import { loadOnce, madeOnce } from "./made-once";

describe("madeOnce", () => {
  it("makes nothing until first asked, then keeps what it made", () => {
    const make = vi.fn(() => ({ n: 1 }));
    const get = madeOnce(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a made undefined too, without making it again", () => {
    const make = vi.fn(() => undefined);
    const get = madeOnce(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe("loadOnce", () => {
  it("loads nothing until first asked, then gives every caller the same load", async () => {
    const load = vi.fn(() => Promise.resolve({ n: 1 }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(second).toBe(first);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares one failed load between callers and tries again after it", async () => {
    const fetchIt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("no network"))
      .mockResolvedValue("code");
    const load = loadOnce(fetchIt);
    await expect(Promise.all([load(), load()])).rejects.toThrow("no network");
    expect(fetchIt).toHaveBeenCalledTimes(1);
    await expect(load()).resolves.toBe("code");
    await expect(load()).resolves.toBe("code");
    expect(fetchIt).toHaveBeenCalledTimes(2);
  });
});
