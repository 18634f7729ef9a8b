import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { factor, renderStore } from "./store-test-support";

vi.mock("../../data/api/api", () => ({ api: { factors: vi.fn() } }));

const mocked = vi.mocked(api);

afterEach(() => {
  vi.clearAllMocks();
});

function value(card: HTMLElement, label: string): string | null {
  const term = within(card).queryByText(label, { selector: "dt" });
  return term ? (term.nextElementSibling?.textContent ?? "") : null;
}

describe("the subscription history", () => {
  it("shows a card per factor with its title, number, Persian dates, mobile and price", async () => {
    mocked.factors.mockResolvedValue({
      data: [
        factor(),
        factor({
          id: "f2",
          no: "1025",
          orders: [],
          created_at: { date: "2026-11-21T08:00:00.000Z" },
          expiry_at: null,
          phone: "09351112233",
          final_price: 0,
          status: "pending",
        }),
      ],
    });
    renderStore("/subscription/history");

    const cards = await screen.findAllByRole("article");
    const [first, second] = cards;
    if (!first || !second) throw new Error("two cards expected");
    expect(within(first).getByRole("heading", { name: "اشتراک یک‌ماهه" })).toBeTruthy();
    expect(value(first, "شمارهٔ سفارش")).toBe("۱۰۲۴");
    expect(value(first, "تاریخ شروع")).toBe("۱۴۰۴/۰۱/۰۱");
    expect(value(first, "تاریخ پایان")).toBe("۱۴۰۴/۰۱/۳۱");
    expect(value(first, "شماره موبایل")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(value(first, "مبلغ")).toBe("۱۲۰٬۰۰۰ تومان");

    expect(within(second).getByRole("heading", { name: "عنوان نامشخص" })).toBeTruthy();
    expect(within(second).getByText("در انتظار پرداخت")).toBeTruthy();
    expect(value(second, "تاریخ شروع")).toBe("۱۴۰۵/۰۸/۳۰");
    expect(value(second, "تاریخ پایان")).toBeNull();
    expect(value(second, "شماره موبایل")).toBe("۰۹۳۵۱۱۱۲۲۳۳");
    expect(value(second, "مبلغ")).toBe("۰ تومان");
  });

  it("says when there is nothing yet, with a way to buy", async () => {
    mocked.factors.mockResolvedValue({ data: [] });
    renderStore("/subscription/history");
    expect(await screen.findByRole("heading", { name: "هنوز اشتراکی نخریده‌اید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "خرید اشتراک" }).getAttribute("href")).toBe("/subscription");
  });

  it("shows the offline notice without a connection", async () => {
    mocked.factors.mockRejectedValue(new AppError("offline"));
    renderStore("/subscription/history");
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
  });

  it("sends other errors to the error boundary", async () => {
    mocked.factors.mockRejectedValue(new AppError("server", null, 500));
    renderStore("/subscription/history");
    expect((await screen.findByRole("alert")).textContent).toBe("error");
  });
});
