import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { notify } from "../../ui/toasts";
import { cart, dismissToasts, renderGift, settings } from "./gift-test-support";
import type * as SyncEngineModule from "../../data/sync/sync-engine";
import { leaveAppFor } from "../../data/api/leave-app";
import { useFakeClock } from "../../shared/test-support/fake-clock";

vi.mock("../../data/api/leave-app", () => ({ leaveAppFor: vi.fn() }));
vi.mock("../../data/api/api", () => ({
  api: {
    requestSmsCode: vi.fn(),
    verifySmsCode: vi.fn(),
    payCartGift: vi.fn(),
    cartItems: vi.fn(),
    settings: vi.fn(),
  },
}));
const syncAfterCurrent = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../data/sync/sync-engine", async (importOriginal) => {
  const actual = await importOriginal<typeof SyncEngineModule>();
  // The screens' user sync objects (one per test, from the test renderer) ask here; nothing is pulled.
  actual.SyncEngine.prototype.syncAfterCurrent = syncAfterCurrent;
  return actual;
});
vi.mock("../../data/session/session-store", () => ({ refreshSession: vi.fn(async () => null) }));

const mocked = vi.mocked(api);
beforeEach(() => {
  mocked.cartItems.mockResolvedValue({ data: cart() });
  mocked.settings.mockResolvedValue({ data: settings() });
});
const PATH = "/gift/sandbox/codeRequest/09121234567/60";
const VERIFIED = { verified: true as const, mobile: "09121234567" };

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("gifting: the recipient's code", () => {
  it("says what is gifted and for how much", async () => {
    renderGift(PATH);
    const what = await screen.findByRole("region", { name: "آنچه هدیه می‌دهید" });
    expect(what.textContent).toContain("اشتراک سه‌ماهه");
    expect(what.textContent).toContain("۳ ماه");
    expect(what.textContent).toContain("۳۰۰٬۰۰۰ تومان");
  });

  it("shows where the code went, the countdown and a way to change the mobile", async () => {
    renderGift(PATH);
    expect(await screen.findByText("کد پنج‌رقمی پیامک‌شده به ۰۹۱۲۱۲۳۴۵۶۷ را وارد کنید.")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("۰۱:۰۰");
    expect(screen.queryByRole("button", { name: "ارسال دوباره کد" })).toBeNull();
    expect(screen.getByRole("link", { name: "تغییر شمارهٔ موبایل" }).getAttribute("href")).toBe(
      "/gift/sandbox",
    );
  });

  it("asks for the whole code before confirming", async () => {
    const user = userEvent.setup();
    renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "123");
    await user.click(screen.getByRole("button", { name: "تأیید" }));
    expect((await screen.findByRole("alert")).textContent).toContain("کد را به درستی وارد کنید");
    expect(mocked.verifySmsCode).not.toHaveBeenCalled();
  });

  it("confirms the code when complete, then pays the gift and opens the history", async () => {
    mocked.verifySmsCode.mockResolvedValue(VERIFIED);
    mocked.payCartGift.mockResolvedValue({ data: { success: true, factor_no: "F3" } });
    const success = vi.spyOn(notify.forNextScreen, "success");
    const user = userEvent.setup();
    const router = renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "۱۲۳۴۵");

    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(mocked.verifySmsCode).toHaveBeenCalledWith("12345", { mobile: "09121234567" });
    expect(mocked.payCartGift).toHaveBeenCalledWith("sandbox");
    expect(success).toHaveBeenCalledWith("پرداخت با موفقیت انجام شد", { id: "pay-success-toast" });
    expect(syncAfterCurrent).toHaveBeenCalled();
  });

  it("sends the browser to the gateway when the gift payment has a url", async () => {
    mocked.verifySmsCode.mockResolvedValue(VERIFIED);
    mocked.payCartGift.mockResolvedValue({ data: { url: "/api/payment/sandbox/F4" } });
    const assign = vi.mocked(leaveAppFor);
    const user = userEvent.setup();
    renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "12345");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/payment/sandbox/F4"));
  });

  it("shows a wrong code's message and pays nothing", async () => {
    mocked.verifySmsCode.mockRejectedValue(new AppError("invalid", "کد وارد شده اشتباه است", 422));
    const user = userEvent.setup();
    renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "12345");
    expect((await screen.findByRole("alert")).textContent).toContain("کد وارد شده اشتباه است");
    expect(mocked.payCartGift).not.toHaveBeenCalled();
  });

  it("retries a failed payment without asking for the used code again", async () => {
    mocked.verifySmsCode.mockResolvedValue(VERIFIED);
    mocked.payCartGift
      .mockRejectedValueOnce(new AppError("server", null, 500))
      .mockResolvedValue({ data: { success: true, factor_no: "F5" } });
    const user = userEvent.setup();
    const router = renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "12345");
    expect((await screen.findByRole("alert")).textContent).toContain("خطایی رخ داده است");
    await user.click(screen.getByRole("button", { name: "تأیید" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(mocked.verifySmsCode).toHaveBeenCalledTimes(1);
    expect(mocked.payCartGift).toHaveBeenCalledTimes(2);
  });

  it("never keeps a token from a code of another purpose", async () => {
    mocked.verifySmsCode.mockResolvedValue({ access_token: "someone-elses" });
    const user = userEvent.setup();
    renderGift(PATH);
    await user.type(await screen.findByLabelText("کد تأیید"), "12345");
    expect((await screen.findByRole("alert")).textContent).toContain("خطایی رخ داده است");
    expect(mocked.payCartGift).not.toHaveBeenCalled();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("resends after the countdown by asking for the gift code again", async () => {
    useFakeClock();
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 120, alreadyVerified: false });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderGift("/gift/sandbox/codeRequest/09121234567/2");
    await screen.findByRole("timer");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    await user.click(await screen.findByRole("button", { name: "ارسال دوباره کد" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/gift/sandbox/codeRequest/09121234567/120"),
    );
    expect(mocked.requestSmsCode).toHaveBeenCalledWith("sms_request_gift_product", { mobile: "09121234567" });
    // The new address's screen renders after the navigation (its route may still be loading).
    expect((await screen.findByRole("timer")).textContent).toBe("۰۲:۰۰");
  });

  it("needs the mobile", async () => {
    renderGift("/gift/sandbox/codeRequest/%20");
    expect((await screen.findByRole("alert")).textContent).toBe("400 Mobile not provided");
  });
});
