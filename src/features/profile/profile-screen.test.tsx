import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profileRoutes } from "./routes";
import { renderProfile, USER } from "./profile-test-support";

const session = vi.hoisted(() => ({ user: null as unknown }));
vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: session.user, offline: false }),
}));

afterEach(() => {
  session.user = null;
});

function row(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("the profile page", () => {
  it("shows an active subscription and its end in the Persian calendar, with a way to extend it", async () => {
    session.user = { ...USER, subscription_ends_at: "2099-03-21T08:00:00.000Z" };
    renderProfile("/profile");
    expect((await screen.findByTestId("subscription-status")).textContent).toBe("اشتراک فعال تا ۱۴۷۸/۰۱/۰۲");
    expect(screen.getByRole("link", { name: "تمدید اشتراک" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByRole("link", { name: "خرید اشتراک" })).toBeNull();
  });

  it("says who gave a subscription received as a gift", async () => {
    session.user = {
      ...USER,
      subscription_ends_at: "2099-03-21T08:00:00.000Z",
      subscription_gift_from: "مینا احمدی",
    };
    renderProfile("/profile");
    expect((await screen.findByTestId("subscription-status")).textContent).toBe(
      "اشتراک فعال تا ۱۴۷۸/۰۱/۰۲هدیه‌ای از مینا احمدی",
    );
  });

  it("says there is no active subscription when it has ended, and offers to buy one", async () => {
    session.user = { ...USER, subscription_ends_at: "2020-03-21T08:00:00.000Z" };
    renderProfile("/profile");
    expect((await screen.findByTestId("subscription-status")).textContent).toBe("اشتراک فعالی ندارید");
    expect(screen.getByRole("link", { name: "خرید اشتراک" }).getAttribute("href")).toBe("/subscription");
  });

  it("shows the picture, the full name, the details and the links", async () => {
    session.user = USER;
    renderProfile("/profile");

    expect(await screen.findByRole("heading", { level: 1, name: "سارا رضایی" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "تصویر پروفایل" }).getAttribute("src")).toBe("/uploads/sara.webp");
    expect(screen.getByRole("link", { name: "خرید اشتراک" }).getAttribute("href")).toBe("/subscription");
    expect(row("شماره موبایل")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(row("ایمیل")).toBe("sara@example.test");
    expect(row("شهر")).toBe("تهران");
    expect(row("تحصیلات")).toBe("کارشناسی");

    const links = within(screen.getByRole("navigation", { name: "حساب کاربری" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["ویرایش پروفایل", "/profile/edit"],
      ["تغییر رمز عبور", "/profile/change-password"],
      ["تاریخچهٔ اشتراک", "/subscription/history"],
      ["دعوت از دوستان", "/invite"],
      ["هدیه دادن اشتراک", "/gift"],
    ]);
  });

  it("reads «نامشخص» without names, dashes for empty details, and a placeholder picture", async () => {
    session.user = {
      ...USER,
      given_name: null,
      family_name: " ",
      mobile: null,
      email: "",
      city: null,
      qualification: "  ",
      picture: null,
    };
    renderProfile("/profile");

    expect(await screen.findByRole("heading", { level: 1, name: "نامشخص" })).toBeTruthy();
    for (const label of ["شماره موبایل", "ایمیل", "شهر", "تحصیلات"]) expect(row(label)).toBe("-");
    const placeholder = screen.getByRole("img", { name: "تصویر پروفایل" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(placeholder.hasAttribute("data-placeholder")).toBe(true);
  });

  it("shows one name when only one is known", async () => {
    session.user = { ...USER, family_name: null };
    renderProfile("/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "سارا" })).toBeTruthy();
  });
});

describe("profile routes", () => {
  it("send the sub-pages' back link to /profile and give the profile itself the menu", () => {
    const backs = profileRoutes.map((route) =>
      (route.handle as { back?: () => string } | undefined)?.back?.(),
    );
    expect(backs).toEqual([undefined, "/profile", "/profile"]);
  });
});
