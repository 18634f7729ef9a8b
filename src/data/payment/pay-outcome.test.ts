import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../session/session-store";
import { followPayAnswer, refreshAfterPurchase } from "./pay-outcome";
import { leaveAppFor } from "../api/leave-app";

vi.mock("../api/leave-app", () => ({ leaveAppFor: vi.fn() }));
vi.mock("../session/session-store", () => ({ refreshSession: vi.fn() }));

/** The signed-in user's sync, as the screens give it. */
const sync = { syncAfterCurrent: vi.fn<() => Promise<void>>() };
const { syncAfterCurrent } = sync;

afterEach(() => {
  vi.clearAllMocks();
});

describe("followPayAnswer", () => {
  it("sends the browser to the gateway's url and refreshes nothing yet", () => {
    const assign = vi.mocked(leaveAppFor);
    expect(followPayAnswer({ url: "https://gateway.example.test/pay/1" }, sync)).toBe("gateway");
    expect(assign).toHaveBeenCalledWith("https://gateway.example.test/pay/1");
    expect(syncAfterCurrent).not.toHaveBeenCalled();
  });

  it("refreshes lessons and points when nothing was left to pay", async () => {
    syncAfterCurrent.mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockRejectedValue(new Error("offline"));
    expect(followPayAnswer({ success: true, factor_no: "F-1" }, sync)).toBe("paid");
    expect(syncAfterCurrent).toHaveBeenCalled();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});

describe("refreshAfterPurchase", () => {
  it("asks for one sync after the one in flight, and a fresh token", () => {
    syncAfterCurrent.mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockResolvedValue(null);
    refreshAfterPurchase(sync);
    expect(syncAfterCurrent).toHaveBeenCalledOnce();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});
