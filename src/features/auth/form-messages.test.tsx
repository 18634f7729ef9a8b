import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { keepResetToken } from "../../data/session/reset-token";
import { dismissToasts, renderAuth } from "./auth-test-support";

vi.mock("../../data/api/api", () => ({
  api: {
    requestSmsCode: vi.fn(),
    changePassword: vi.fn(),
  },
}));

const mocked = vi.mocked(api);
const REQUIRED = "این فیلد الزامی است.";
/**
 * The toasts on screen: the notifications region's alerts and statuses. A dismissed toast loses its
 * role at once (jsdom never ends its exit animation, so its box stays in the DOM).
 */
const toasts = () => {
  const region = screen.queryByRole("region", { name: "اعلان‌ها" });
  return region
    ? [...within(region).queryAllByRole("alert"), ...within(region).queryAllByRole("status")]
    : [];
};

/** The login page asks GET /auth/methods over fetch once it is up. */
const fetchStub = vi.fn(async () => Response.json({ oidc: false }));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchStub);
});

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe("a field's error (issue 14 item 6)", () => {
  it("shows under its field only, not as a toast too, and the field takes the focus", async () => {
    const user = userEvent.setup();
    renderAuth("/auth/login");
    await user.click(await screen.findByRole("button", { name: "ورود" }));

    const mobile = screen.getByRole("textbox", { name: /شمارهٔ موبایل/ });
    await waitFor(() => expect(mobile.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2); // under the mobile and under the password
    expect(document.activeElement).toBe(mobile);
    expect(toasts()).toEqual([]);
  });

  it("a failure that names no field of the screen is still a toast", async () => {
    mocked.requestSmsCode.mockRejectedValue(new AppError("server", "سرور پاسخ نداد", 500));
    const user = userEvent.setup();
    renderAuth("/auth/signup/mobile");
    await user.type(await screen.findByRole("textbox", { name: /شمارهٔ موبایل/ }), "09121234567");
    await user.click(screen.getByRole("button", { name: "دریافت کد تأیید" }));
    expect((await screen.findByRole("alert")).textContent).toContain("سرور پاسخ نداد");
  });
});

describe("toasts and the screen they belong to (issue 14 item 6)", () => {
  it("leaving a screen dismisses the toasts it raised", async () => {
    mocked.requestSmsCode.mockRejectedValueOnce(new AppError("server", "سرور پاسخ نداد", 500));
    mocked.requestSmsCode.mockResolvedValueOnce({ resendSeconds: 120, alreadyVerified: false });
    const user = userEvent.setup();
    const router = renderAuth("/auth/signup/mobile");
    await user.type(await screen.findByRole("textbox", { name: /شمارهٔ موبایل/ }), "09121234567");
    await user.click(screen.getByRole("button", { name: "دریافت کد تأیید" }));
    expect((await screen.findByRole("alert")).textContent).toContain("سرور پاسخ نداد");

    await user.click(screen.getByRole("button", { name: "دریافت کد تأیید" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/auth\/signup\/code\//));
    await screen.findByRole("timer");
    await waitFor(() => expect(toasts()).toEqual([]));
  });

  it("keeps a toast raised for the next screen: the new password's «changed» on the login page", async () => {
    keepResetToken("reset-token");
    mocked.changePassword.mockResolvedValue(undefined as never);
    const user = userEvent.setup();
    const router = renderAuth("/auth/forgot-password/password");
    await user.type(await screen.findByLabelText(/رمز عبور جدید/), "Sehr-Gut1");
    await user.type(screen.getByLabelText(/تکرار رمز عبور/), "Sehr-Gut1");
    await user.click(screen.getByRole("button", { name: "ذخیرهٔ رمز عبور" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    await screen.findByRole("heading", { name: "ورود به واژه" });
    expect((await screen.findByRole("status")).textContent).toContain("رمز عبور با موفقیت تغییر کرد.");
    // Still there once the login page has settled (the move did not take it away).
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(toasts().map((toast) => toast.textContent)).toEqual(["رمز عبور با موفقیت تغییر کرد."]);
  });
});
