import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { notify } from "../../ui/toasts";
import { dismissToasts, factor, renderStore } from "./store-test-support";
import type * as SyncEngineModule from "../../data/sync/sync-engine";

vi.mock("../../data/api/api", () => ({ api: { paymentVerify: vi.fn(), factors: vi.fn() } }));
const syncAfterCurrent = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../data/sync/sync-engine", async (importOriginal) => {
  const actual = await importOriginal<typeof SyncEngineModule>();
  // The screens' user sync objects (one per test, from the test renderer) ask here; nothing is pulled.
  actual.SyncEngine.prototype.syncAfterCurrent = syncAfterCurrent;
  return actual;
});
vi.mock("../../data/session/session-store", () => ({ refreshSession: vi.fn(async () => null) }));

const mocked = vi.mocked(api);
const RETURN = "/verifyPayment/F1?Authority=A%2042&Status=OK";

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("the gateway's return", () => {
  it("checks the payment behind a full-screen message", async () => {
    mocked.paymentVerify.mockReturnValue(new Promise(() => {}));
    renderStore(RETURN);
    expect((await screen.findByRole("status")).textContent).toContain("در حال بررسی پرداخت…");
    // The message paints first; the check is asked for by the effect that follows it.
    await waitFor(() => expect(mocked.paymentVerify).toHaveBeenCalledTimes(1));
    expect(mocked.paymentVerify).toHaveBeenCalledWith("F1", { Authority: "A 42", Status: "OK" });
  });

  it("opens the history with the success toast and refreshes the lessons when paid", async () => {
    mocked.paymentVerify.mockResolvedValue({ data: { status: "paid", factor: factor() } });
    mocked.factors.mockResolvedValue({ data: [factor()] });
    const success = vi.spyOn(notify.forNextScreen, "success");
    const router = renderStore(RETURN);
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(success).toHaveBeenCalledWith("پرداخت با موفقیت انجام شد", { id: "pay-success-toast" });
    expect(syncAfterCurrent).toHaveBeenCalled();
    expect(await screen.findAllByRole("article")).toHaveLength(1);
  });

  it("goes home with a message that stays, and a way back to the cart, when the payment failed", async () => {
    mocked.paymentVerify.mockResolvedValue({
      data: { status: "failed", factor: factor({ status: "failed" }) },
    });
    const user = userEvent.setup();
    const router = renderStore(RETURN);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const dialog = await screen.findByRole("dialog", { name: "پرداخت انجام نشد" });
    expect(within(dialog).getByRole("alert").textContent).toBe("پرداخت انجام نشد یا لغو شد.");
    expect(within(dialog).getByRole("link", { name: "بازگشت به سبد خرید" }).getAttribute("href")).toBe(
      "/subscription/buy",
    );
    expect(syncAfterCurrent).not.toHaveBeenCalled();

    await user.click(within(dialog).getAllByRole("button", { name: "بستن" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toBeNull();
  });

  it("goes home with the reason when the check is refused", async () => {
    mocked.paymentVerify.mockRejectedValue(
      new AppError("invalid", "مبلغ پرداخت‌شده با فاکتور نمی‌خواند", 422),
    );
    const router = renderStore(RETURN);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const dialog = await screen.findByRole("dialog", { name: "پرداخت انجام نشد" });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "بررسی پرداخت ممکن نشد: مبلغ پرداخت‌شده با فاکتور نمی‌خواند",
    );
  });

  it("offers to try again without a connection", async () => {
    mocked.paymentVerify
      .mockRejectedValueOnce(new AppError("offline"))
      .mockResolvedValue({ data: { status: "paid", factor: factor() } });
    mocked.factors.mockResolvedValue({ data: [factor()] });
    const user = userEvent.setup();
    const router = renderStore(RETURN);
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/verifyPayment/F1");
    await user.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(mocked.paymentVerify).toHaveBeenCalledTimes(2);
  });

  it("needs the factor number", async () => {
    renderStore("/verifyPayment");
    expect((await screen.findByRole("alert")).textContent).toBe("400 Needed params not provided!");
    expect(mocked.paymentVerify).not.toHaveBeenCalled();
  });
});
