import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { notify } from "../../ui/toasts";
import { cart, dismissToasts, factor, LICENSES, renderStore, settings } from "./store-test-support";
import type * as SyncEngineModule from "../../data/sync/sync-engine";
import { leaveAppFor } from "../../data/api/leave-app";

vi.mock("../../data/api/leave-app", () => ({ leaveAppFor: vi.fn() }));
vi.mock("../../data/api/api", () => ({
  api: {
    licenses: vi.fn(),
    cartItems: vi.fn(),
    settings: vi.fn(),
    cartApplyDiscount: vi.fn(),
    payCart: vi.fn(),
    factors: vi.fn(),
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
const session = vi.hoisted(() => ({ point: 5000 }));
vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: { sub: "u1", point: session.point }, offline: false }),
}));

const mocked = vi.mocked(api);

afterEach(() => {
  session.point = 5000;
  dismissToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function withCart(first = cart(), gateways?: Record<string, string>) {
  mocked.cartItems.mockResolvedValue({ data: first });
  mocked.settings.mockResolvedValue({ data: settings(gateways) });
}

function total(label: string): string {
  const term = within(screen.getByLabelText("جمع سبد خرید")).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("the cart page", () => {
  it("goes back to the subscriptions when the cart is empty", async () => {
    withCart(cart({ products: [] }));
    mocked.licenses.mockResolvedValue({ data: LICENSES });
    const router = renderStore("/subscription/buy");
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
  });

  it("goes back to the subscriptions when there is no way to pay", async () => {
    withCart(cart(), {});
    mocked.licenses.mockResolvedValue({ data: LICENSES });
    const router = renderStore("/subscription/buy/l1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
  });

  it("shows the product, its length and price, the totals, and the first method chosen", async () => {
    withCart();
    renderStore("/subscription/buy");
    expect(await screen.findByRole("heading", { level: 2, name: "اشتراک سه‌ماهه" })).toBeTruthy();
    expect(screen.getByText("۳ ماه")).toBeTruthy();
    expect(total("مبلغ کل")).toBe("۳۰۰٬۰۰۰ تومان");
    expect(total("تخفیف")).toBe("۰ تومان");
    expect(total("مبلغ قابل پرداخت")).toBe("۳۰۰٬۰۰۰ تومان");
    expect(total("قابل پرداخت با امتیاز")).toBe("۳٬۰۰۰ امتیاز");

    const methods = within(screen.getByRole("group", { name: "روش پرداخت" })).getAllByRole("radio");
    expect(methods.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    expect(screen.getByRole("radio", { name: "درگاه آزمایشی" })).toBe(methods[0]);
    expect(screen.getByRole("link", { name: "هدیه به دوست" }).getAttribute("href")).toBe("/gift/sandbox");
  });

  it("does nothing when the discount code is empty", async () => {
    withCart();
    const user = userEvent.setup();
    renderStore("/subscription/buy");
    await user.click(await screen.findByRole("button", { name: "اعمال" }));
    await user.type(screen.getByLabelText("کد تخفیف"), "   ");
    await user.click(screen.getByRole("button", { name: "اعمال" }));
    expect(mocked.cartApplyDiscount).not.toHaveBeenCalled();
    expect(mocked.cartItems).toHaveBeenCalledTimes(1);
  });

  it("applies a code and reloads the cart with the new amounts", async () => {
    withCart();
    const discounted = cart({
      total_discount: 60000,
      total_price_with_discount: 240000,
      total_final_price: 240000,
      total_final_price_in_point: 2400,
      discount_code: "SPRING",
    });
    mocked.cartApplyDiscount.mockResolvedValue({ data: discounted });
    const user = userEvent.setup();
    renderStore("/subscription/buy");
    await screen.findByRole("heading", { level: 2, name: "اشتراک سه‌ماهه" });
    mocked.cartItems.mockResolvedValue({ data: discounted });

    await user.type(screen.getByLabelText("کد تخفیف"), " SPRING ");
    await user.click(screen.getByRole("button", { name: "اعمال" }));

    await waitFor(() => expect(total("مبلغ قابل پرداخت")).toBe("۲۴۰٬۰۰۰ تومان"));
    expect(mocked.cartApplyDiscount).toHaveBeenCalledWith("SPRING");
    expect(mocked.cartItems).toHaveBeenCalledTimes(2);
    expect(total("تخفیف")).toBe("۶۰٬۰۰۰ تومان");
    expect(total("قابل پرداخت با امتیاز")).toBe("۲٬۴۰۰ امتیاز");
    expect(screen.getByText("کد تخفیف «SPRING» اعمال شده است.")).toBeTruthy();
  });

  it("shows the server's message for a refused code", async () => {
    withCart();
    mocked.cartApplyDiscount.mockRejectedValue(new AppError("invalid", "کد تخفیف معتبر نیست", 422));
    const user = userEvent.setup();
    renderStore("/subscription/buy");
    await user.type(await screen.findByLabelText("کد تخفیف"), "OLD");
    await user.click(screen.getByRole("button", { name: "اعمال" }));
    expect(await screen.findByText("کد تخفیف معتبر نیست")).toBeTruthy();
    expect(screen.getByLabelText("کد تخفیف").getAttribute("aria-invalid")).toBe("true");
    expect(mocked.cartItems).toHaveBeenCalledTimes(1);
  });

  it("sends the browser to the gateway when the answer has a url", async () => {
    withCart();
    mocked.payCart.mockResolvedValue({ data: { url: "https://gateway.example.test/pay/F1" } });
    const assign = vi.mocked(leaveAppFor);
    const user = userEvent.setup();
    renderStore("/subscription/buy");
    await user.click(await screen.findByRole("button", { name: "پرداخت" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://gateway.example.test/pay/F1"));
    expect(mocked.payCart).toHaveBeenCalledWith("sandbox");
    expect(syncAfterCurrent).not.toHaveBeenCalled();
  });

  it("pays with the chosen method and, with nothing left to pay, says so and opens the history", async () => {
    withCart();
    mocked.payCart.mockResolvedValue({ data: { success: true, factor_no: "F1" } });
    mocked.factors.mockResolvedValue({ data: [factor()] });
    const success = vi.spyOn(notify.forNextScreen, "success");
    const user = userEvent.setup();
    const router = renderStore("/subscription/buy");
    await user.click(await screen.findByRole("radio", { name: "پرداخت با امتیاز" }));
    expect(screen.getByRole("link", { name: "هدیه به دوست" }).getAttribute("href")).toBe("/gift/points");
    await user.click(screen.getByRole("button", { name: "پرداخت" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/history"));
    expect(mocked.payCart).toHaveBeenCalledWith("points");
    expect(success).toHaveBeenCalledWith("پرداخت با موفقیت انجام شد", { id: "pay-success-toast" });
    expect(await screen.findByText("پرداخت با موفقیت انجام شد")).toBeTruthy();
    expect(syncAfterCurrent).toHaveBeenCalled();
  });

  it("shows a refused payment as a toast and lets the learner try again", async () => {
    withCart();
    mocked.payCart.mockRejectedValue(new AppError("invalid", "امتیاز شما کافی نیست", 422));
    const user = userEvent.setup();
    const router = renderStore("/subscription/buy");
    await user.click(await screen.findByRole("button", { name: "پرداخت" }));
    expect((await screen.findByRole("alert")).textContent).toContain("امتیاز شما کافی نیست");
    expect(router.state.location.pathname).toBe("/subscription/buy");
    expect((screen.getByRole("button", { name: "پرداخت" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("disables paying with points, saying why, when the learner's points fall short", async () => {
    session.point = 40;
    withCart(cart(), { points: "پرداخت با امتیاز", sandbox: "درگاه آزمایشی" });
    renderStore("/subscription/buy");
    const points = (await screen.findByRole("radio", { name: "پرداخت با امتیاز" })) as HTMLInputElement;
    expect(points.disabled).toBe(true);
    expect(points.checked).toBe(false);
    const reason = document.getElementById(points.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("امتیاز شما (۴۰) برای این خرید (۳٬۰۰۰) کافی نیست.");
    // The first method that can pay is chosen instead.
    expect((screen.getByRole("radio", { name: "درگاه آزمایشی" }) as HTMLInputElement).checked).toBe(true);
  });

  it("keeps the payable amount and the pay button in a bar stuck to the bottom", async () => {
    withCart();
    renderStore("/subscription/buy");
    const bar = await screen.findByTestId("pay-bar");
    expect(bar.className).toContain("sticky");
    expect(bar.className).toContain("bottom-0");
    expect(within(bar).getByText("۳۰۰٬۰۰۰ تومان")).toBeTruthy();
    expect(within(bar).getByRole("button", { name: "پرداخت" })).toBeTruthy();
  });

  it("opens the gift page of the chosen method", async () => {
    withCart();
    const user = userEvent.setup();
    const router = renderStore("/subscription/buy");
    await user.click(await screen.findByRole("radio", { name: "پرداخت با امتیاز" }));
    await user.click(screen.getByRole("link", { name: "هدیه به دوست" }));
    expect(await screen.findByText("gift page points")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/gift/points");
  });

  it("shows the offline notice without a connection", async () => {
    mocked.cartItems.mockRejectedValue(new AppError("offline"));
    mocked.settings.mockResolvedValue({ data: settings() });
    renderStore("/subscription/buy");
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe("/subscription");
  });
});
