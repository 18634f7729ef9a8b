import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { notify } from "../../ui/toasts";
import { storeRoutes } from "./routes";
import { cart, dismissToasts, LICENSES, renderStore, settings } from "./store-test-support";

vi.mock("../../data/api/api", () => ({
  api: { licenses: vi.fn(), cartModify: vi.fn(), cartItems: vi.fn(), settings: vi.fn() },
}));

const mocked = vi.mocked(api);

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("the subscriptions", () => {
  it("lists each with its name, length and price in tomans", async () => {
    mocked.licenses.mockResolvedValue({ data: LICENSES });
    renderStore("/subscription");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    const [month, year] = cards;
    if (!month || !year) throw new Error("two cards expected");
    expect(within(month).getByRole("heading", { name: "اشتراک یک‌ماهه" })).toBeTruthy();
    expect(within(month).getByText("۱ ماه")).toBeTruthy();
    expect(within(month).getByText("۱۲۰٬۰۰۰ تومان")).toBeTruthy();
    expect(within(year).getByText("۱ سال")).toBeTruthy();
    expect(within(year).getByText("۹۹۰٬۰۰۰ تومان")).toBeTruthy();
  });

  it("puts the chosen one in the cart behind a pending toast, then opens the cart", async () => {
    mocked.licenses.mockResolvedValue({ data: LICENSES });
    mocked.cartModify.mockResolvedValue({ data: cart() });
    mocked.cartItems.mockResolvedValue({ data: cart() });
    mocked.settings.mockResolvedValue({ data: settings() });
    const pending = vi.spyOn(notify, "pending");
    const user = userEvent.setup();
    const router = renderStore("/subscription");

    await user.click(await screen.findByRole("button", { name: "انتخاب و خرید: اشتراک یک‌ساله" }));

    expect(pending).toHaveBeenCalledWith("در حال افزودن به سبد خرید…", { id: "modify-cart-toast" });
    expect(mocked.cartModify).toHaveBeenCalledWith("l2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription/buy"));
  });

  it("shows a refusal as a toast and stays", async () => {
    mocked.licenses.mockResolvedValue({ data: LICENSES });
    mocked.cartModify.mockRejectedValue(new AppError("not-found", "این اشتراک دیگر فروخته نمی‌شود", 404));
    const user = userEvent.setup();
    const router = renderStore("/subscription");

    await user.click(await screen.findByRole("button", { name: "انتخاب و خرید: اشتراک یک‌ماهه" }));

    await waitFor(() =>
      expect(document.querySelector(".Toastify__toast--error")?.textContent).toContain(
        "این اشتراک دیگر فروخته نمی‌شود",
      ),
    );
    expect(router.state.location.pathname).toBe("/subscription");
    expect(
      (screen.getByRole("button", { name: "انتخاب و خرید: اشتراک یک‌ماهه" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("says when nothing is for sale", async () => {
    mocked.licenses.mockResolvedValue({ data: [] });
    renderStore("/subscription");
    expect(await screen.findByRole("heading", { name: "فعلاً اشتراکی برای فروش نیست" })).toBeTruthy();
  });

  it("shows the offline notice without a connection, and retries", async () => {
    mocked.licenses.mockRejectedValueOnce(new AppError("offline")).mockResolvedValue({ data: LICENSES });
    const user = userEvent.setup();
    renderStore("/subscription");
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByText("خرید و پرداخت فقط با اتصال به اینترنت ممکن است.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findAllByRole("article")).toHaveLength(2);
  });
});

describe("store routes", () => {
  it("set the back links", () => {
    const backs = storeRoutes.map((route) => (route.handle as { back?: () => string } | undefined)?.back?.());
    expect(backs).toEqual([undefined, "/subscription", "/profile", undefined]);
  });
});
