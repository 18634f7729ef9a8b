import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { clearDb, PATH, renderStudy, seedSection, USER } from "./study-test-support";

vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: USER, offline: false }),
}));

beforeEach(async () => {
  // The outbox's send: the server is not what this test is about.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  await clearDb();
  await db.bookmarks.clear();
});

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Any toast on screen (the container sits at the bottom, over «weiter»). */
const toasts = () => document.querySelectorAll(".Toastify__toast");

describe("bookmarking a word while studying", () => {
  it("shows the saved state on the icon only: no toast covers «weiter»", async () => {
    await seedSection();
    const user = userEvent.setup();
    renderStudy(`${PATH}/n1`);

    await user.click(await screen.findByRole("button", { name: "ذخیرهٔ واژه" }));
    const saved = await screen.findByRole("button", { name: "حذف از واژه‌های ذخیره‌شده" });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    await waitFor(async () => expect(await db.bookmarks.count()).toBe(1));
    expect(toasts()).toHaveLength(0);

    await user.click(saved);
    const unsaved = await screen.findByRole("button", { name: "ذخیرهٔ واژه" });
    expect(unsaved.getAttribute("aria-pressed")).toBe("false");
    expect(toasts()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "weiter" })).toBeTruthy();
  });

  it("says beside the icon, not in a toast, when the device cannot store it", async () => {
    await seedSection();
    const user = userEvent.setup();
    renderStudy(`${PATH}/n1`);
    const button = await screen.findByRole("button", { name: "ذخیرهٔ واژه" });
    vi.spyOn(db.bookmarks, "add").mockRejectedValue(new DOMException("full", "QuotaExceededError"));

    await user.click(button);
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
    expect(toasts()).toHaveLength(0);
    expect(await db.bookmarks.count()).toBe(0);
  });
});
