import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { dismissToasts, renderAuth } from "./auth-test-support";

vi.mock("../../data/api/api", () => ({ api: { requestSmsCode: vi.fn(), verifySmsCode: vi.fn() } }));

const mocked = vi.mocked(api);
const MOBILE = "09121234567";
const WRONG = "کد وارد شده اشتباه است.";
const boxes = () => screen.getByRole("textbox", { name: "کد تأیید" });

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  localStorage.clear();
});

describe("the SMS code screen (issue 14 item 7)", () => {
  it("empties a refused code, marks the boxes and puts the focus on the first", async () => {
    mocked.verifySmsCode.mockRejectedValue(new AppError("invalid", WRONG, 422, { code: WRONG }));
    const user = userEvent.setup();
    renderAuth(`/auth/signup/code/${MOBILE}/120`);
    await user.type(await screen.findByRole("textbox", { name: "کد تأیید" }), "12345");

    await waitFor(() => expect(boxes().getAttribute("aria-invalid")).toBe("true"));
    expect((boxes() as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(boxes());
    expect(document.getElementById(boxes().getAttribute("aria-describedby") ?? "")?.textContent).toBe(WRONG);
    // Red frames, not only a hidden attribute.
    expect(document.querySelectorAll("[data-pin-box].border-error-700")).toHaveLength(5);
    // Under the boxes only: no toast says it too.
    expect(screen.queryByRole("alert")).toBeNull();

    // Typing again takes the mark away.
    await user.keyboard("1");
    expect(boxes().getAttribute("aria-invalid")).toBeNull();
  });

  it("says an incomplete code under the boxes", async () => {
    const user = userEvent.setup();
    renderAuth(`/auth/signup/code/${MOBILE}/120`);
    await user.type(await screen.findByRole("textbox", { name: "کد تأیید" }), "123");
    await user.click(screen.getByRole("button", { name: "تأیید" }));
    expect(boxes().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("کد را به درستی وارد کنید")).toBeTruthy();
    expect(document.activeElement).toBe(boxes());
    expect(mocked.verifySmsCode).not.toHaveBeenCalled();
  });

  it("confirms a resend", async () => {
    mocked.requestSmsCode.mockResolvedValue({ resendSeconds: 120, alreadyVerified: false });
    const user = userEvent.setup();
    renderAuth(`/auth/signup/code/${MOBILE}/0`);
    await user.click(await screen.findByRole("button", { name: "ارسال دوباره کد" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("کد دوباره فرستاده شد"));
    expect(await screen.findByRole("timer")).toBeTruthy();
  });
});
