import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { refreshSession } from "../../data/session/session-store";
import { notify } from "../../ui";
import { dismissToasts, renderProfile, USER } from "./profile-test-support";

vi.mock("../../data/api/api", () => ({ api: { profile: vi.fn(), upload: vi.fn() } }));
vi.mock("../../data/session/session-store", () => ({ refreshSession: vi.fn() }));
vi.mock("../../data/session/use-session", async () => {
  const { USER: user } = await import("./profile-test-support");
  return { useSession: () => ({ status: "signed-in", user, offline: false }) };
});

const mocked = vi.mocked(api);
const refresh = vi.mocked(refreshSession);

beforeEach(() => {
  refresh.mockResolvedValue(USER);
});

afterEach(() => {
  dismissToasts();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe("editing the profile", () => {
  it("fills the form from the session and shows mobile and email disabled", async () => {
    renderProfile("/profile/edit");
    await screen.findByRole("heading", { name: "ویرایش پروفایل" });
    expect(field("نام خانوادگی").value).toBe("رضایی");
    expect(screen.getByRole("textbox", { name: /^نام\s*\*?$/ })).toBeTruthy();
    expect(field("شهر").value).toBe("تهران");
    expect(field("تحصیلات").value).toBe("کارشناسی");
    expect(field("شماره موبایل").disabled).toBe(true);
    expect(field("شماره موبایل").value).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(field("ایمیل").disabled).toBe(true);
    expect(field("ایمیل").value).toBe("sara@example.test");
  });

  it("flags empty names and sends nothing", async () => {
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    const lastName = await screen.findByLabelText(/نام خانوادگی/);
    const name = screen.getByRole("textbox", { name: /^نام\s*\*?$/ });
    await user.clear(name);
    await user.clear(lastName);
    await user.click(screen.getByRole("button", { name: "ذخیرهٔ تغییرات" }));

    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("این فیلد الزامی است.")).toHaveLength(2);
    expect(document.activeElement).toBe(name);
    expect(mocked.profile).not.toHaveBeenCalled();
  });

  it("saves, refreshes the session, then goes to /profile", async () => {
    const calls: string[] = [];
    mocked.profile.mockImplementation(async () => {
      calls.push("profile");
      return { data: { ...USER, id: "u1", given_name: "مریم" } };
    });
    refresh.mockImplementation(async () => {
      calls.push("refresh");
      return USER;
    });
    const user = userEvent.setup();
    const router = renderProfile("/profile/edit");
    const name = await screen.findByRole("textbox", { name: /^نام\s*\*?$/ });
    await user.clear(name);
    await user.type(name, "  مریم ");
    await user.clear(field("شهر"));
    await user.click(screen.getByRole("button", { name: "ذخیرهٔ تغییرات" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(mocked.profile).toHaveBeenCalledWith({
      name: "مریم",
      lastname: "رضایی",
      city: "",
      qualification: "کارشناسی",
    });
    expect(calls).toEqual(["profile", "refresh"]);
  });

  it("shows the server's message and its field errors, and stays", async () => {
    mocked.profile.mockRejectedValue(
      new AppError("invalid", "نام خانوادگی معتبر نیست", 422, { lastname: "خیلی بلند است" }),
    );
    const user = userEvent.setup();
    const router = renderProfile("/profile/edit");
    await user.click(await screen.findByRole("button", { name: "ذخیرهٔ تغییرات" }));

    expect((await screen.findByRole("alert")).textContent).toContain("نام خانوادگی معتبر نیست");
    expect(screen.getByText("خیلی بلند است")).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/profile/edit");
  });
});

describe("changing the picture", () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });

  it("uploads with the fixed toast id, then says so and refreshes the session", async () => {
    const pending = vi.spyOn(notify, "pending");
    mocked.upload.mockResolvedValue({ data: { url: "/uploads/new.webp" } });
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    const button = await screen.findByRole("button", { name: "تغییر تصویر" });
    const input = screen.getByTestId("profile-picture-input") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    const click = vi.spyOn(input, "click");
    await user.click(button);
    expect(click).toHaveBeenCalled();

    await user.upload(input, png());

    expect(pending).toHaveBeenCalledWith("در حال آپلود...", { id: "profile-image-upload-toast" });
    expect(await screen.findByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy();
    expect(mocked.upload).toHaveBeenCalledWith(expect.any(File), "me.png");
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/uploads/new.webp");
  });

  it("shows the server's message when the upload is refused", async () => {
    mocked.upload.mockRejectedValue(new AppError("invalid", "فایل تصویر معتبر نیست", 422));
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    await screen.findByRole("button", { name: "تغییر تصویر" });
    await user.upload(screen.getByTestId("profile-picture-input") as HTMLInputElement, png());

    await waitFor(() =>
      expect(document.querySelector(".Toastify__toast--error")?.textContent).toContain(
        "فایل تصویر معتبر نیست",
      ),
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refuses a file that is too large before uploading it", async () => {
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    await screen.findByRole("button", { name: "تغییر تصویر" });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByTestId("profile-picture-input") as HTMLInputElement, big);

    expect((await screen.findByRole("alert")).textContent).toContain("حجم تصویر باید حداکثر ۲ مگابایت باشد.");
    expect(mocked.upload).not.toHaveBeenCalled();
  });
});
