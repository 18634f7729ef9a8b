import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { fa } from "../../i18n/fa";
import * as completeWordModule from "../../data/learning/complete-word";
import {
  clearDb,
  mainButton,
  PATH,
  renderStudy,
  seedSection,
  spellByTapping,
  USER,
} from "./study-test-support";

vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: USER, offline: false }),
}));

vi.mock("../../data/learning/complete-word", async (importOriginal) => {
  const actual = await importOriginal<typeof completeWordModule>();
  return { completeWord: vi.fn(actual.completeWord) };
});

beforeEach(async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  await clearDb();
});

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

const step = () => document.querySelector("form[data-step]")?.getAttribute("data-step");

describe("moving between words", () => {
  it("goes back to the previous word and starts it again at the word step", async () => {
    await seedSection();
    const user = userEvent.setup();
    const router = renderStudy(`${PATH}/v1`);
    await user.click(await mainButton("weiter"));
    await spellByTapping(user, "ge");
    expect(step()).toBe("sorting");

    await user.click(screen.getByRole("link", { name: /واژهٔ قبلی/ }));
    await screen.findByRole("heading", { level: 2, name: "das Mädchen" });
    expect(router.state.location.pathname).toBe(`${PATH}/n1`);
    expect(step()).toBe("word");

    await act(() => router.navigate(`${PATH}/v1`));
    await screen.findByRole("heading", { level: 2, name: "gehen" });
    expect(step()).toBe("word");
  });

  it("opens the section's first word for a word id that is not in the section", async () => {
    await seedSection();
    const router = renderStudy(`${PATH}/nope`);
    await screen.findByRole("heading", { level: 2, name: "das Mädchen" });
    expect(router.state.location.pathname).toBe(`${PATH}/n1`);
  });

  it("stays on the word with a Persian error toast when the device cannot save it", async () => {
    await seedSection();
    vi.mocked(completeWordModule.completeWord).mockRejectedValueOnce(
      Object.assign(new Error("full"), { name: "QuotaExceededError" }),
    );
    const router = renderStudy(`${PATH}/x1`);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "فضای ذخیره‌سازی دستگاه پر است؛ کمی فضا آزاد کنید و دوباره تلاش کنید.",
    );
    expect(router.state.location.pathname).toBe(`${PATH}/x1`);
    expect((await db.words.get("x1"))?.is_completed).toBe(false);

    // weiter tries again.
    await userEvent.setup().click(await mainButton("weiter"));
    await screen.findByRole("heading", { name: "پایان بخش" });
    expect((await db.words.get("x1"))?.is_completed).toBe(true);
  });

  it("shows the pending toast while the next word loads", async () => {
    await seedSection();
    let release: () => void = () => {};
    vi.mocked(completeWordModule.completeWord).mockImplementationOnce(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    renderStudy(`${PATH}/x1`);
    expect(await screen.findByText("در حال بارگذاری واژه بعدی…")).toBeTruthy();
    act(() => release());
    await screen.findByRole("heading", { name: "پایان بخش" });
  });
});

describe("a section without words on the device", () => {
  // A sync has ended (the «not on this device» texts wait for it; «syncing» is shown before).
  const settled = { settled: true };

  it("says the words are not on the device, with a link back to the lesson", async () => {
    renderStudy(PATH, settled);
    expect(await screen.findByText("واژه‌های این بخش روی دستگاه نیست")).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت به درس" }).getAttribute("href")).toBe("/lesson/c1/l1");
  });

  it("says the section is not bought when the server sent it without words", async () => {
    await seedSection({ words: [] });
    renderStudy(PATH, settled);
    expect(await screen.findByText("این دوره را نخریده‌اید")).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت به درس" })).toBeTruthy();
  });

  it("says «syncing» instead while the first sync has not ended", async () => {
    renderStudy(PATH);
    expect(await screen.findByText(fa.syncing)).toBeTruthy();
    expect(screen.queryByText(fa.studyNotSyncedTitle)).toBeNull();
  });
});

describe("route params", () => {
  it("answers 400 «Needed params not provided!» for a blank section id", async () => {
    renderStudy("/vocabulary/c1/l1/%20");
    expect((await screen.findByRole("alert")).textContent).toBe("400 Needed params not provided!");
  });
});
