import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppMenu } from "./app-menu";

const session = vi.hoisted(() => ({ endsAt: null as string | null }));
vi.mock("../data/session/use-session", () => ({
  useSession: () => ({
    status: "signed-in",
    user: { sub: "u1", point: 0, subscription_ends_at: session.endsAt },
    offline: false,
  }),
}));

afterEach(() => {
  session.endsAt = null;
});

function renderMenu(onClose = vi.fn(), toReview = 0) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <AppMenu open onClose={onClose} toReview={toReview} /> },
      { path: "/logout", element: <p>logging out</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe("the menu", () => {
  it("shows the subscription's end in the Persian calendar, icons on its items and a close button", async () => {
    session.endsAt = "2099-03-21T08:00:00.000Z";
    const { onClose } = renderMenu();
    const sheet = await screen.findByRole("dialog", { name: "منو" });
    expect(within(sheet).getByText("اشتراک فعال تا ۱۴۷۸/۰۱/۰۲")).toBeTruthy();
    for (const link of within(sheet).getAllByRole("link")) {
      expect(link.querySelector("svg[data-icon]"), link.textContent ?? "").not.toBeNull();
    }
    await userEvent.click(within(sheet).getByRole("button", { name: "بستن" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("«مرور واژه‌ها» leads to the saved words, and to the review session once cards are due", async () => {
    renderMenu();
    const sheet = await screen.findByRole("dialog", { name: "منو" });
    expect(within(sheet).getByRole("link", { name: "مرور واژه‌ها" }).getAttribute("href")).toBe("/words");
    cleanup();
    renderMenu(vi.fn(), 2);
    const due = await screen.findByRole("dialog", { name: "منو" });
    expect(within(due).getByRole("link", { name: "مرور واژه‌ها" }).getAttribute("href")).toBe("/review");
  });

  it("says when there is no subscription", async () => {
    renderMenu();
    expect(await screen.findByText("اشتراک فعالی ندارید")).toBeTruthy();
  });

  it("asks before logging out, and only then leaves", async () => {
    const user = userEvent.setup();
    const { router } = renderMenu();
    await user.click(await screen.findByRole("button", { name: "خروج از حساب" }));
    const confirm = await screen.findByRole("dialog", { name: "از حساب خارج می‌شوید؟" });
    expect(router.state.location.pathname).toBe("/");
    await user.click(within(confirm).getByRole("button", { name: "انصراف" }));
    expect(router.state.location.pathname).toBe("/");

    await user.click(screen.getByRole("button", { name: "خروج از حساب" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "از حساب خارج می‌شوید؟" })).getByRole("button", {
        name: "خروج",
      }),
    );
    expect(router.state.location.pathname).toBe("/logout");
  });
});
