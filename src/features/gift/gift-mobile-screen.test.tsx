import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { giftRoutes } from "./routes";
import { cart, dismissToasts, renderGift, settings } from "./gift-test-support";
import type * as SyncEngineModule from "../../data/sync/sync-engine";

vi.mock("../../data/api/api", () => ({
  api: { requestSmsCode: vi.fn(), payCartGift: vi.fn(), cartItems: vi.fn(), settings: vi.fn() },
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

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
});

const mobile = () => screen.getByLabelText(/شمارهٔ موبایل گیرنده/) as HTMLInputElement;
const buy = () => screen.getByRole("button", { name: "خرید اشتراک" });

describe("gifting: the recipient's mobile", () => {
  it("asks for a numeric mobile", async () => {
    renderGift("/gift/sandbox");
    await screen.findByRole("heading", { name: "هدیه دادن اشتراک" });
    expect(mobile().inputMode).toBe("numeric");
    expect(mobile().getAttribute("aria-required")).toBe("true");
  });

  it("flags an empty mobile and asks for nothing", async () => {
    const user = userEvent.setup();
    renderGift("/gift/sandbox");
    await user.click(await screen.findByRole("button", { name: "خرید اشتراک" }));
    expect(mobile().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("این فیلد الزامی است.")).toBeTruthy();
    expect(mocked.requestSmsCode).not.toHaveBeenCalled();
  });

  it("asks for a gift code for the normalised mobile, then opens the code page", async () => {
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 90, alreadyVerified: false });
    const user = userEvent.setup();
    const router = renderGift("/gift/sandbox");
    await user.type(await screen.findByLabelText(/شمارهٔ موبایل گیرنده/), "+98 912 123 4567");
    await user.click(buy());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/gift/sandbox/codeRequest/09121234567/90"),
    );
    expect(mocked.requestSmsCode).toHaveBeenCalledWith("sms_request_gift_product", { mobile: "09121234567" });
  });

  it("sends a mobile it cannot read as typed (no other format check)", async () => {
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 120, alreadyVerified: false });
    const user = userEvent.setup();
    const router = renderGift("/gift/sandbox");
    await user.type(await screen.findByLabelText(/شمارهٔ موبایل گیرنده/), "12345");
    await user.click(buy());
    await waitFor(() => expect(router.state.location.pathname).toBe("/gift/sandbox/codeRequest/12345/120"));
    expect(mocked.requestSmsCode).toHaveBeenCalledWith("sms_request_gift_product", { mobile: "12345" });
  });

  it("shows the server's refusal", async () => {
    mocked.requestSmsCode.mockRejectedValue(new AppError("invalid", "شمارهٔ موبایل معتبر نیست", 422));
    const user = userEvent.setup();
    const router = renderGift("/gift/sandbox");
    await user.type(await screen.findByLabelText(/شمارهٔ موبایل گیرنده/), "0912");
    await user.click(buy());
    expect((await screen.findByRole("alert")).textContent).toContain("شمارهٔ موبایل معتبر نیست");
    expect(router.state.location.pathname).toBe("/gift/sandbox");
  });

  it("pays at once when the mobile's gift code is already confirmed", async () => {
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 0, alreadyVerified: true });
    mocked.payCartGift.mockResolvedValue({ data: { success: true, factor_no: "F2" } });
    const user = userEvent.setup();
    const router = renderGift("/gift/points");
    await user.type(await screen.findByLabelText(/شمارهٔ موبایل گیرنده/), "09121234567");
    await user.click(buy());
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(mocked.payCartGift).toHaveBeenCalledWith("points");
  });

  it("says what is gifted and for how much", async () => {
    renderGift("/gift/sandbox");
    const what = await screen.findByRole("region", { name: "آنچه هدیه می‌دهید" });
    expect(what.textContent).toContain("اشتراک سه‌ماهه");
    expect(what.textContent).toContain("۳۰۰٬۰۰۰ تومان");
  });

  it("opened from the profile with a plan in the cart, continues with the first payment method", async () => {
    const router = renderGift("/gift");
    await waitFor(() => expect(router.state.location.pathname).toBe("/gift/sandbox"));
    expect(await screen.findByRole("button", { name: "خرید اشتراک" })).toBeTruthy();
  });

  it("with nothing in the cart, offers to choose a plan instead of a form that cannot work", async () => {
    mocked.cartItems.mockResolvedValue({ data: cart({ products: [] }) });
    const user = userEvent.setup();
    const router = renderGift("/gift");
    const choose = await screen.findByRole("link", { name: "انتخاب اشتراک" });
    expect(screen.queryByRole("button", { name: "خرید اشتراک" })).toBeNull();
    expect(screen.queryByLabelText(/شمارهٔ موبایل گیرنده/)).toBeNull();
    await user.click(choose);
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
    expect(mocked.requestSmsCode).not.toHaveBeenCalled();
  });

  it("says it needs a connection when offline", async () => {
    mocked.cartItems.mockRejectedValue(new AppError("offline"));
    renderGift("/gift/sandbox");
    expect(await screen.findByText("خرید و پرداخت فقط با اتصال به اینترنت ممکن است.")).toBeTruthy();
  });
});

describe("gift routes", () => {
  it("set the back links", () => {
    const [mobileRoute, codeRoute] = giftRoutes;
    const back = (route: typeof mobileRoute, params: Record<string, string>) =>
      (route?.handle as { back: (p: Record<string, string>) => string }).back(params);
    expect(back(mobileRoute, { gateway: "sandbox" })).toBe("/subscription/buy");
    expect(back(mobileRoute, {})).toBe("/profile");
    expect(back(codeRoute, { gateway: "sandbox", mobile: "09121234567" })).toBe("/gift/sandbox");
  });
});
