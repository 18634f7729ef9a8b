import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { refreshSession } from "../../data/session/session-store";
import { notify } from "../../ui/toasts";
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
    expect(field("شمارهٔ موبایل").disabled).toBe(true);
    expect(field("شمارهٔ موبایل").value).toBe("۰۹۱۲۱۲۳۴۵۶۷");
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
  const MB = 1024 * 1024;
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
  const photo = () => new File([new Uint8Array(3 * MB)], "IMG_0001.jpg", { type: "image/jpeg" });
  const input = () => screen.getByTestId("profile-picture-input") as HTMLInputElement;

  // jsdom decodes and draws nothing: the browser's part is stood in for by what it reports (the
  // picture's upright size, or a failure) and what the canvas hands back; the journey uses Chromium's.
  const sizes = new Map<string, { width: number; height: number }>([
    ["me.png", { width: 192, height: 192 }],
    ["IMG_0001.jpg", { width: 4000, height: 3000 }],
  ]);
  const decode = vi.fn(async (file: File, _options?: ImageBitmapOptions) => {
    const size = sizes.get(file.name);
    if (!size) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    return { ...size, close: () => undefined } as ImageBitmap;
  });
  const drawn: { width: number; height: number }[] = [];

  beforeEach(() => {
    drawn.length = 0;
    vi.stubGlobal("createImageBitmap", decode);
    const context = {
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        drawn.push({ width, height }),
      fillRect: () => undefined,
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done, type) =>
      done(new Blob([new Uint8Array(150_000)], { type: type ?? "image/png" })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uploads a small picture as it is, then says so and refreshes the session", async () => {
    const pending = vi.spyOn(notify, "pending");
    mocked.upload.mockResolvedValue({ data: { url: "/uploads/new.webp" } });
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    const button = await screen.findByRole("button", { name: "تغییر تصویر" });
    expect(input().type).toBe("file");
    expect(input().accept).toBe("image/jpeg,image/png,image/webp");
    const click = vi.spyOn(input(), "click");
    await user.click(button);
    expect(click).toHaveBeenCalled();

    const file = png();
    await user.upload(input(), file);

    expect(pending).toHaveBeenCalledWith("در حال آپلود…", {
      id: expect.stringMatching(/^profile-image-upload-toast/),
    });
    expect(await screen.findByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy();
    expect(mocked.upload).toHaveBeenCalledWith(file, "me.png");
    expect(drawn).toEqual([]);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/uploads/new.webp");
  });

  it("draws a 3 MB camera photo upright at 1024 px and uploads that instead", async () => {
    mocked.upload.mockResolvedValue({ data: { url: "/uploads/photo.webp" } });
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    await screen.findByRole("button", { name: "تغییر تصویر" });
    await user.upload(input(), photo());

    expect(await screen.findByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy();
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: "from-image" });
    expect(drawn).toEqual([{ width: 1024, height: 768 }]);
    const [sent, name] = mocked.upload.mock.calls[0] ?? [];
    expect(name).toBe("IMG_0001.webp");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).type).toBe("image/webp");
    expect((sent as File).size).toBe(150_000);
  });

  it("says so when the file is not an image, or is one the browser cannot read", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfile("/profile/edit");
    await screen.findByRole("button", { name: "تغییر تصویر" });

    await user.upload(input(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("این فایل تصویر نیست. لطفاً یک عکس انتخاب کنید.")).toBeTruthy();

    // A second message within the first one's 3 seconds shows its own text.
    await user.upload(input(), new File([new Uint8Array(3 * MB)], "broken.jpg", { type: "image/jpeg" }));
    expect(
      await screen.findByText("این تصویر خوانده نشد. لطفاً عکس دیگری (JPEG، PNG یا WebP) انتخاب کنید."),
    ).toBeTruthy();
    expect(mocked.upload).not.toHaveBeenCalled();
  });

  it("shows the next upload's progress while the last one's success is still on screen", async () => {
    mocked.upload.mockResolvedValueOnce({ data: { url: "/uploads/first.webp" } });
    mocked.upload.mockReturnValueOnce(new Promise(() => undefined));
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    const button = await screen.findByRole("button", { name: "تغییر تصویر" });
    await user.upload(input(), png());
    expect(await screen.findByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));

    await user.upload(input(), png());
    expect(await screen.findByText("در حال آپلود…")).toBeTruthy();
  });

  it("shows the server's message when the upload is refused", async () => {
    mocked.upload.mockRejectedValue(new AppError("invalid", "فایل تصویر معتبر نیست", 422));
    const user = userEvent.setup();
    renderProfile("/profile/edit");
    await screen.findByRole("button", { name: "تغییر تصویر" });
    await user.upload(input(), png());

    await waitFor(() =>
      expect(document.querySelector(".Toastify__toast--error")?.textContent).toContain(
        "فایل تصویر معتبر نیست",
      ),
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
