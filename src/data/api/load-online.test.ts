import { describe, expect, it } from "vitest";
import { AppError } from "../app-error";
import { loadOnline } from "./load-online";

describe("loadOnline", () => {
  it("passes the load's result through", async () => {
    expect(await loadOnline(async () => ({ items: [1] }))).toEqual({ items: [1], offline: false });
  });

  it("turns no network into the offline state", async () => {
    expect(await loadOnline(() => Promise.reject(new AppError("offline")))).toEqual({ offline: true });
  });

  it("throws every other error", async () => {
    await expect(loadOnline(() => Promise.reject(new AppError("server")))).rejects.toThrow("server");
  });
});
