import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../session/session-store";
import { syncAfterCurrent } from "../sync/sync-engine";
import { followPayAnswer, refreshAfterPurchase } from "./pay-outcome";

vi.mock("../session/session-store", () => ({ refreshSession: vi.fn() }));
vi.mock("../sync/sync-engine", () => ({ syncAfterCurrent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("followPayAnswer", () => {
  it("sends the browser to the gateway's url and refreshes nothing yet", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    expect(followPayAnswer({ url: "https://gateway.example.test/pay/1" })).toBe("gateway");
    expect(assign).toHaveBeenCalledWith("https://gateway.example.test/pay/1");
    expect(syncAfterCurrent).not.toHaveBeenCalled();
  });

  it("refreshes lessons and points when nothing was left to pay", async () => {
    vi.mocked(syncAfterCurrent).mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockRejectedValue(new Error("offline"));
    expect(followPayAnswer({ success: true, factor_no: "F-1" })).toBe("paid");
    expect(syncAfterCurrent).toHaveBeenCalled();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});

describe("refreshAfterPurchase", () => {
  it("asks for one sync after the one in flight, and a fresh token", () => {
    vi.mocked(syncAfterCurrent).mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockResolvedValue(null);
    refreshAfterPurchase();
    expect(syncAfterCurrent).toHaveBeenCalledOnce();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});
