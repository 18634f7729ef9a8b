import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "../session/session-store";
import { syncNow } from "../sync/sync-engine";
import { followPayAnswer } from "./pay-outcome";

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

  it("refreshes lessons and points when nothing was left to pay", () => {
    vi.mocked(refreshSession).mockRejectedValue(new Error("offline"));
    expect(followPayAnswer({ success: true, factor_no: "F-1" })).toBe("paid");
    expect(syncNow).toHaveBeenCalledOnce();
    expect(refreshSession).toHaveBeenCalledOnce();
  });
});
