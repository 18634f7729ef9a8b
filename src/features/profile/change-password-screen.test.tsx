import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { dismissToasts, renderProfile } from "./profile-test-support";

vi.mock("../../data/api/api", () => ({ api: { changePassword: vi.fn() } }));
const session = vi.hoisted(() => ({ hasPassword: true }));
vi.mock("../../data/session/use-session", async () => {
  const { USER: user } = await import("./profile-test-support");
  return {
    useSession: () => ({
      status: "signed-in",
      user: { ...user, has_password: session.hasPassword },
      offline: false,
    }),
  };
});

const mocked = vi.mocked(api);

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  session.hasPassword = true;
});

const current = () => screen.getByLabelText(/رمز عبور فعلی/);
const next = () => screen.getByLabelText(/رمز عبور جدید/);
const repeat = () => screen.getByLabelText(/تکرار رمز عبور/);
const save = () => screen.getByRole("button", { name: "ذخیرهٔ رمز عبور" });

async function open() {
  const user = userEvent.setup();
  const router = renderProfile("/profile/change-password");
  await screen.findByRole("heading", { name: "تغییر رمز عبور" });
  return { user, router };
}

describe("changing the password", () => {
  it("shows the policy as a hint", async () => {
    await open();
    expect(next().getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/دست‌کم ۶ نویسه/)).toBeTruthy();
  });

  it("needs the current password", async () => {
    const { user } = await open();
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!23");
    await user.click(save());
    expect(current().getAttribute("aria-invalid")).toBe("true");
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it("says when the repeat differs", async () => {
    const { user } = await open();
    await user.type(current(), "Old!pw1");
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!24");
    await user.click(save());
    // Under its field only (issue 14 item 6), which takes the focus.
    expect(repeat().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("رمز عبور به درستی تکرار نشده است")).toBeTruthy();
    expect(document.activeElement).toBe(repeat());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it("says when the policy is not met", async () => {
    const { user } = await open();
    await user.type(current(), "Old!pw1");
    await user.type(next(), "abcdef");
    await user.type(repeat(), "abcdef");
    await user.click(save());
    expect(next().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("شرایط تعیین رمز عبور رعایت نشده است")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it("turns the server's generic error into the conditions message", async () => {
    mocked.changePassword.mockRejectedValue(new AppError("invalid", null, 422));
    const { user } = await open();
    await user.type(current(), "Old!pw1");
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!23");
    await user.click(save());
    expect((await screen.findByRole("alert")).textContent).toContain("شرایط تعیین رمز عبور رعایت نشده است");
  });

  it("shows the server's own message and its field", async () => {
    mocked.changePassword.mockRejectedValue(
      new AppError("invalid", "رمز عبور فعلی درست نیست", 422, { password: "رمز عبور فعلی درست نیست" }),
    );
    const { user, router } = await open();
    await user.type(current(), "Wrong!1");
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!23");
    await user.click(save());
    await waitFor(() => expect(current().getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("رمز عبور فعلی درست نیست")).toBeTruthy();
    expect(document.activeElement).toBe(current());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(router.state.location.pathname).toBe("/profile/change-password");
  });

  it("changes it, says so and goes back to /profile", async () => {
    mocked.changePassword.mockResolvedValue({});
    const { user, router } = await open();
    await user.type(current(), "Old!pw1");
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!23");
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(mocked.changePassword).toHaveBeenCalledWith({ password: "Old!pw1", new_password: "Abc!23" });
    expect(await screen.findByText("رمز عبور با موفقیت تغییر کرد.")).toBeTruthy();
  });

  it("asks no current password of an account without one, unless the server wants it", async () => {
    session.hasPassword = false;
    mocked.changePassword.mockRejectedValueOnce(
      new AppError("invalid", "رمز عبور فعلی لازم است", 422, { password: "رمز عبور فعلی لازم است" }),
    );
    const { user } = await open();
    expect(screen.queryByLabelText(/رمز عبور فعلی/)).toBeNull();
    await user.type(next(), "Abc!23");
    await user.type(repeat(), "Abc!23");
    await user.click(save());
    expect(mocked.changePassword).toHaveBeenCalledWith({ new_password: "Abc!23" });
    expect(await screen.findByLabelText(/رمز عبور فعلی/)).toBeTruthy();
  });
});
