import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { AppToastContainer } from "../../ui/toast-container";
import { inviteRoutes } from "./routes";

vi.mock("../../data/api/api", () => ({ api: { invite: vi.fn() } }));

const mocked = vi.mocked(api);
const LINK = "https://vajeh.example.test/v1/auth/signup/mobile?invite=abc123";

afterEach(() => {
  act(() => toast.dismiss());
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderInvite() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        children: [...inviteRoutes, { path: "profile", element: null }],
      },
    ],
    { initialEntries: ["/invite"] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AppToastContainer />
    </>,
  );
}

/** A navigator with only what the test gives it (a missing API stays missing). */
function stubNavigator(extra: Partial<Navigator>) {
  vi.stubGlobal("navigator", { userAgent: navigator.userAgent, ...extra });
}

async function openWithLink() {
  mocked.invite.mockResolvedValue({ data: { invite_link: LINK } });
  const user = userEvent.setup();
  renderInvite();
  const field = (await screen.findByLabelText("لینک دعوت شما")) as HTMLInputElement;
  return { user, field };
}

describe("inviting friends", () => {
  it("shows the link in a read-only, left-to-right field", async () => {
    const { field } = await openWithLink();
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText(/۵ امتیاز/)).toBeTruthy();
  });

  it("copies the link", async () => {
    const { user } = await openWithLink();
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "کپی لینک" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("لینک کپی شد")).toBeTruthy();
  });

  it("says when the clipboard refuses", async () => {
    const { user } = await openWithLink();
    stubNavigator({
      clipboard: {
        writeText: vi.fn(async () => Promise.reject(new Error("denied"))),
      } as unknown as Clipboard,
    });
    await user.click(screen.getByRole("button", { name: "کپی لینک" }));
    expect((await screen.findByRole("alert")).textContent).toContain("کپی لینک ممکن نشد");
  });

  it("says when there is no clipboard at all", async () => {
    const { user } = await openWithLink();
    stubNavigator({});
    await user.click(screen.getByRole("button", { name: "کپی لینک" }));
    expect((await screen.findByRole("alert")).textContent).toContain("کپی لینک ممکن نشد");
  });

  it("shares the link through the system's sheet", async () => {
    const { user } = await openWithLink();
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    await user.click(screen.getByRole("button", { name: "اشتراک‌گذاری" }));
    expect(share).toHaveBeenCalledWith({
      url: LINK,
      title: "واژه",
      text: "با واژه، واژه‌های آلمانی را حتی بدون اینترنت یاد بگیر!",
    });
    await waitFor(() => expect(document.querySelector(".Toastify__toast")).toBeNull());
  });

  it("says nothing when the learner closes the share sheet", async () => {
    const { user } = await openWithLink();
    stubNavigator({ share: vi.fn(async () => Promise.reject(new DOMException("cancelled", "AbortError"))) });
    await user.click(screen.getByRole("button", { name: "اشتراک‌گذاری" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector(".Toastify__toast")).toBeNull();
  });

  it("says when sharing fails", async () => {
    const { user } = await openWithLink();
    stubNavigator({ share: vi.fn(async () => Promise.reject(new Error("boom"))) });
    await user.click(screen.getByRole("button", { name: "اشتراک‌گذاری" }));
    expect((await screen.findByRole("alert")).textContent).toContain("اشتراک‌گذاری انجام نشد.");
  });

  it("copies the link when the browser cannot share", async () => {
    const { user } = await openWithLink();
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await user.click(screen.getByRole("button", { name: "اشتراک‌گذاری" }));
    expect(await screen.findByText("لینک کپی شد")).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("shows the offline notice without a connection", async () => {
    mocked.invite.mockRejectedValue(new AppError("offline"));
    renderInvite();
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe("/profile");
  });

  it("goes back to the profile", () => {
    expect((inviteRoutes[0]?.handle as { back: () => string }).back()).toBe("/profile");
  });
});
