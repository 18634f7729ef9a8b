import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { dismissToasts, renderAuth } from "./auth-test-support";
import { rememberCodeSent } from "./code-sent";

vi.mock("../../data/api/api", () => ({ api: { requestSmsCode: vi.fn(), verifySmsCode: vi.fn() } }));

const mocked = vi.mocked(api);
const MOBILE = "09121234567";
const NOW = new Date("2026-03-01T08:00:00.000Z");

beforeEach(() => {
  // Only the clock stands still (timers run), so the countdowns read exact times.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  dismissToasts();
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
});

async function askForCode(mobile = MOBILE) {
  const user = userEvent.setup();
  const router = renderAuth("/auth/signup/mobile");
  await user.type(await screen.findByRole("textbox", { name: /شمارهٔ موبایل/ }), mobile);
  await user.click(screen.getByRole("button", { name: "دریافت کد تأیید" }));
  return router;
}

describe("sign-up: the same mobile again while its code is on its way", () => {
  it("opens the code screen with the time the server says is left", async () => {
    mocked.requestSmsCode.mockRejectedValue(
      new AppError("rate-limited", "کد قبلی هنوز معتبر است.", 429, { resend_in: "87" }),
    );
    const router = await askForCode();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/auth/signup/code/${MOBILE}/87`));
    expect((await screen.findByRole("timer")).textContent).toBe("۰۱:۲۷");
  });

  it("uses the send time this device remembers when the server's 429 does not say", async () => {
    rememberCodeSent("signup", MOBILE, 120, NOW.getTime() - 30_000);
    mocked.requestSmsCode.mockRejectedValue(new AppError("rate-limited", null, 429));
    const router = await askForCode();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/auth/signup/code/${MOBILE}/90`));
    expect((await screen.findByRole("timer")).textContent).toBe("۰۱:۳۰");
  });

  it("stays with the server's message for a 429 that is not about a pending code", async () => {
    mocked.requestSmsCode.mockRejectedValue(new AppError("rate-limited", "تعداد درخواست‌ها زیاد است", 429));
    const router = await askForCode();
    expect(await screen.findByText("تعداد درخواست‌ها زیاد است")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/signup/mobile");
  });
});

describe("sign-up: a tab closed mid sign-up", () => {
  it("offers the code already sent, and its screen counts what is really left", async () => {
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 120, alreadyVerified: false });
    await askForCode();
    await screen.findByRole("timer");

    // The tab closes; forty seconds later, the app opens again on the mobile screen.
    cleanup();
    vi.setSystemTime(NOW.getTime() + 40_000);
    const user = userEvent.setup();
    const router = renderAuth("/auth/signup/mobile");
    await user.click(await screen.findByRole("link", { name: "ادامه با کدی که به ۰۹۱۲۱۲۳۴۵۶۷ فرستاده شد" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/auth/signup/code/${MOBILE}/80`));
    expect((await screen.findByRole("timer")).textContent).toBe("۰۱:۲۰");
  });

  it("reopening the code screen's address counts from when the code was sent", async () => {
    rememberCodeSent("signup", MOBILE, 120, NOW.getTime() - 100_000);
    renderAuth(`/auth/signup/code/${MOBILE}/120`);
    expect((await screen.findByRole("timer")).textContent).toBe("۰۰:۲۰");
  });
});
