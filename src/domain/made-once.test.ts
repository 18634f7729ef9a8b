import { describe, expect, it, vi } from "vitest";
import { madeOnce } from "./made-once";

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
