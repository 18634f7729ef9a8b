import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppToastContainer } from "./toast-container";
import { notify, PENDING_TOAST_CLASS, TOAST_IDS } from "./toasts";

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

/** The toasts showing (a dismissed toast loses its role at once; jsdom never ends its exit animation). */
function shown() {
  const region = within(screen.getByRole("region", { name: "اعلان‌ها" }));
  return [...region.queryAllByRole("alert"), ...region.queryAllByRole("status")]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent);
}

describe("toasts", () => {
  it("exposes the fixed ids of the spec", () => {
    expect(TOAST_IDS).toEqual({
      profileImageUpload: "profile-image-upload-toast",
      paySuccess: "pay-success-toast",
      modifyCart: "modify-cart-toast",
    });
  });

  it("shows a toast in a Persian-labelled, right-to-left container", async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.success("پرداخت با موفقیت انجام شد");
    });
    expect(await screen.findByText("پرداخت با موفقیت انجام شد")).toBeTruthy();
    expect(screen.getByRole("region", { name: "اعلان‌ها" })).toBeTruthy();
    expect(document.querySelector(".Toastify__toast-container--bottom-center")).not.toBeNull();
    expect(document.querySelector(".Toastify__toast-container--rtl")).not.toBeNull();
    expect(screen.getByRole("button", { name: "بستن" })).toBeTruthy();
  });

  it("announces errors as alerts and others as status", async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.error("خطایی رخ داده است");
      notify.info("لینک کپی شد");
    });
    expect((await screen.findByRole("alert")).textContent).toContain("خطایی رخ داده است");
    expect((await screen.findByRole("status")).textContent).toContain("لینک کپی شد");
  });

  it("does not show the same id twice at once", async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.success("پرداخت انجام شد", { id: TOAST_IDS.paySuccess });
      notify.success("پرداخت انجام شد", { id: TOAST_IDS.paySuccess });
    });
    await screen.findByText("پرداخت انجام شد");
    expect(screen.getAllByText("پرداخت انجام شد")).toHaveLength(1);
  });

  it("shows at most three at once: a fourth shows at once and the oldest goes", async () => {
    render(<AppToastContainer />);
    act(() => {
      for (const text of ["یک", "دو", "سه", "چهار"]) notify.default(text);
    });
    await screen.findByText("چهار");
    expect(shown()).toEqual(["دو", "سه", "چهار"]);
  });

  it("a toast dismissed before it could show never shows later", async () => {
    render(<AppToastContainer />);
    act(() => {
      for (const text of ["یک", "دو", "سه"]) notify.default(text);
      const pending = notify.pending("در حال ذخیره…", { id: "save" });
      pending.dismiss();
      notify.dismiss();
    });
    await waitFor(() => expect(shown()).toEqual([]));
    act(() => {
      notify.default("پنج");
    });
    await screen.findByText("پنج");
    expect(shown()).toEqual(["پنج"]);
  });

  it("shows a fixed id's toast again while the last one of that id is still leaving, and settles it", async () => {
    render(<AppToastContainer />);
    let first: ReturnType<typeof notify.pending> | undefined;
    act(() => {
      first = notify.pending("در حال بررسی پاسخ...", { id: "check" });
    });
    await screen.findByText("در حال بررسی پاسخ...");
    act(() => first?.dismiss());
    await waitFor(() => expect(shown()).toEqual([]));
    // The next answer, within the first toast's exit animation (jsdom never ends it).
    let second: ReturnType<typeof notify.pending> | undefined;
    act(() => {
      second = notify.pending("در حال بررسی پاسخ...", { id: "check" });
    });
    await waitFor(() => expect(shown()).toEqual(["در حال بررسی پاسخ..."]));
    act(() => second?.error("پاسخ ارسال نشد"));
    await waitFor(() => expect(shown()).toEqual(["پاسخ ارسال نشد"]));
  });

  it("a fixed id's toast asked for again while it shows is replaced in place, never shown twice", async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.error("یک بار", { id: "finish" });
    });
    await screen.findByText("یک بار");
    act(() => {
      notify.error("بار دوم", { id: "finish" });
    });
    await waitFor(() => expect(shown()).toEqual(["بار دوم"]));
    act(() => notify.dismiss("finish"));
    await waitFor(() => expect(shown()).toEqual([]));
  });

  it("turns a pending toast into a success", async () => {
    render(<AppToastContainer />);
    let handle: ReturnType<typeof notify.pending> | undefined;
    act(() => {
      handle = notify.pending("در حال بارگذاری…", { id: TOAST_IDS.profileImageUpload });
    });
    expect(await screen.findByText("در حال بارگذاری…")).toBeTruthy();
    act(() => handle?.success("تصویر پروفایل با موفقیت تغییر کرد"));
    await waitFor(() => expect(screen.getByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy());
    expect(screen.queryByText("در حال بارگذاری…")).toBeNull();
    expect(document.querySelector(".Toastify__toast--success")).not.toBeNull();
  });

  it("marks a spinner toast as one that takes no taps, and a settled one as taking them again", async () => {
    render(<AppToastContainer />);
    let handle: ReturnType<typeof notify.pending> | undefined;
    act(() => {
      handle = notify.pending("در حال بررسی پاسخ...", { id: "check-taps" });
    });
    const toastOf = (text: string) => screen.getByText(text).closest(".Toastify__toast");
    await screen.findByText("در حال بررسی پاسخ...");
    expect(toastOf("در حال بررسی پاسخ...")?.classList.contains(PENDING_TOAST_CLASS)).toBe(true);
    act(() => handle?.error("پاسخ ارسال نشد"));
    await screen.findByText("پاسخ ارسال نشد");
    expect(toastOf("پاسخ ارسال نشد")?.classList.contains(PENDING_TOAST_CLASS)).toBe(false);
  });

  it("turns a pending toast into an error", async () => {
    render(<AppToastContainer />);
    let handle: ReturnType<typeof notify.pending> | undefined;
    act(() => {
      handle = notify.pending("در حال اضافه کردن…", { id: TOAST_IDS.modifyCart });
    });
    await screen.findByText("در حال اضافه کردن…");
    act(() => handle?.error("خطایی رخ داده است"));
    await waitFor(() =>
      expect(document.querySelector(".Toastify__toast--error")?.textContent).toContain("خطایی رخ داده است"),
    );
  });

  it("loads react-toastify with the first toast, not when the container mounts or on a dismissal", async () => {
    vi.resetModules();
    const library = await import("./toast-library");
    const fresh = await import("./toasts");
    const { AppToastContainer: FreshContainer } = await import("./toast-container");
    render(<FreshContainer />);
    act(() => fresh.notify.dismiss());
    // Whatever a mount or a dismissal would have started has had its turn.
    await act(() => import("react-toastify").then(() => undefined));
    expect(library.loadedToastify()).toBeNull();
    expect(document.querySelector(".Toastify")).toBeNull();
    act(() => {
      fresh.notify.success("اولین اعلان");
    });
    expect(await screen.findByText("اولین اعلان")).toBeTruthy();
    expect(library.loadedToastify()).not.toBeNull();
  });

  it("shows toasts asked for before react-toastify has loaded, in their order, once it has", async () => {
    // Fresh modules: react-toastify not loaded yet, as on the app's first paint.
    vi.resetModules();
    const library = await import("./toast-library");
    const fresh = await import("./toasts");
    const { AppToastContainer: FreshContainer } = await import("./toast-container");
    expect(library.loadedToastify()).toBeNull();
    act(() => {
      fresh.notify.info("پیش از بارگذاری");
      const handle = fresh.notify.pending("در حال بارگذاری…", { id: TOAST_IDS.profileImageUpload });
      handle.success("تصویر پروفایل با موفقیت تغییر کرد");
    });
    render(<FreshContainer />);
    expect(await screen.findByText("پیش از بارگذاری")).toBeTruthy();
    expect(await screen.findByText("تصویر پروفایل با موفقیت تغییر کرد")).toBeTruthy();
    expect(screen.queryByText("در حال بارگذاری…")).toBeNull();
  });
});
