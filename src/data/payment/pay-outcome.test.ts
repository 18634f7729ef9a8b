import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../session/session-store";
import { syncNow } from "../sync/sync-engine";
import { followPayAnswer, refreshAfterPurchase } from "./pay-outcome";

vi.mock("../session/session-store", () => ({ refreshSession: vi.fn() }));
vi.mock("../sync/sync-engine", () => ({ syncNow: vi.fn() }));

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
    expect(syncNow).not.toHaveBeenCalled();
  });

  it("refreshes lessons and points when nothing was left to pay", async () => {
    vi.mocked(syncNow).mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockRejectedValue(new Error("offline"));
    expect(followPayAnswer({ success: true, factor_no: "F-1" })).toBe("paid");
    expect(syncNow).toHaveBeenCalled();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});

describe("refreshAfterPurchase", () => {
  it("pulls again after a pull that was already running when the purchase settled", async () => {
    let finishRunning: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      finishRunning = resolve;
    });
    // syncNow joins the pull in flight (the start-up pull, begun before the payment was verified).
    vi.mocked(syncNow).mockReturnValueOnce(running).mockResolvedValue(undefined);
    vi.mocked(refreshSession).mockResolvedValue(null);
    refreshAfterPurchase();
    expect(syncNow).toHaveBeenCalledTimes(1);
    finishRunning();
    await vi.waitFor(() => expect(syncNow).toHaveBeenCalledTimes(2));
  });
});
