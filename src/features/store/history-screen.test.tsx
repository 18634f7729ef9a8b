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
    expect(value(first, "شمارهٔ سفارش")).toBe("1024");
    expect(value(first, "تاریخ شروع")).toBe("۱۴۰۴/۰۱/۰۱");
    expect(value(first, "تاریخ پایان")).toBe("۱۴۰۴/۰۱/۳۱");
    expect(value(first, "شمارهٔ موبایل")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(value(first, "مبلغ")).toBe("۱۲۰٬۰۰۰ تومان");

    expect(within(second).getByRole("heading", { name: "عنوان نامشخص" })).toBeTruthy();
    expect(within(second).getByText("در انتظار پرداخت")).toBeTruthy();
    expect(value(second, "تاریخ شروع")).toBe("۱۴۰۵/۰۸/۳۰");
    expect(value(second, "تاریخ پایان")).toBeNull();
    expect(value(second, "شمارهٔ موبایل")).toBe("۰۹۳۵۱۱۱۲۲۳۳");
    expect(value(second, "مبلغ")).toBe("۰ تومان");
  });

  it("shows order numbers as the gateway does: Latin, left to right", async () => {
    mocked.factors.mockResolvedValue({ data: [factor({ no: "7K2M9Q4XW1BC0DEF" })] });
    renderStore("/subscription/history");
    const number = (await screen.findByText("7K2M9Q4XW1BC0DEF")).closest("bdi");
    expect(number?.getAttribute("dir")).toBe("ltr");
  });

  it("gives a failed order its order date, never a start date", async () => {
    mocked.factors.mockResolvedValue({ data: [factor({ status: "failed", expiry_at: null })] });
    renderStore("/subscription/history");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("ناموفق")).toBeTruthy();
    expect(value(card, "تاریخ شروع")).toBeNull();
    expect(value(card, "تاریخ سفارش")).toBe("۱۴۰۴/۰۱/۰۱");
  });

  it("marks a gift the learner gave, naming its recipient", async () => {
    mocked.factors.mockResolvedValue({
      data: [factor({ gift: { direction: "sent", from_name: null, from_mobile: null } })],
    });
    renderStore("/subscription/history");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("هدیه")).toBeTruthy();
    expect(value(card, "گیرنده")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(value(card, "مبلغ")).toBe("۱۲۰٬۰۰۰ تومان");
  });

  it("shows a gift the learner received: from whom, what, until when (not its price)", async () => {
    mocked.factors.mockResolvedValue({
      data: [
        factor({
          gift: { direction: "received", from_name: "مینا احمدی", from_mobile: "09121110040" },
        }),
      ],
    });
    renderStore("/subscription/history");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("هدیهٔ دریافتی")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "اشتراک یک‌ماهه" })).toBeTruthy();
    expect(value(card, "از طرف")).toBe("مینا احمدی (۰۹۱۲۱۱۱۰۰۴۰)");
    expect(value(card, "تاریخ پایان")).toBe("۱۴۰۴/۰۱/۳۱");
    expect(value(card, "مبلغ")).toBeNull();
    expect(screen.queryByRole("heading", { name: "هنوز اشتراکی نخریده‌اید" })).toBeNull();
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
