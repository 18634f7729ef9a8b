import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import type { SectionRow } from "../../data/db/rows";
import { pullCourse, pullLesson } from "../../data/sync/pull";
import { wordRow } from "../../data/test-support/word-rows";
import { clearDb, PATH, renderStudy, seedSection, USER } from "./study-test-support";

vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: USER, offline: false }),
}));
// The server's answers (they write nothing here: the device holds what the test seeds).
vi.mock("../../data/sync/pull", () => ({ pullCourse: vi.fn(), pullLesson: vi.fn() }));

const section = (id: string, order: number, overrides: Partial<SectionRow> = {}): SectionRow => ({
  id,
  lesson_id: "l1",
  course_id: "c1",
  name: `بخش ${order}`,
  order,
  is_completed: false,
  word_count: 1,
  done_word_count: 0,
  purchased: true,
  ...overrides,
});

// The start-up sync has ended: what is missing now can only come from asking the server.

beforeEach(async () => {
  vi.clearAllMocks();
  await clearDb();
  await seedSection(); // lesson l1, its first section s1 (not completed)
  vi.mocked(pullCourse).mockResolvedValue({ open: [], tag: null, lessonsCurrent: false });
  vi.mocked(pullLesson).mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LESSON = "/vocabulary/c1/l1";

describe("a section opened by typing its URL", () => {
  it("is refused while the previous section is not completed, as on the lesson page", async () => {
    await db.sections.put(section("s2", 2));
    await db.words.put(wordRow("s2w1", 0, { section_id: "s2", name: "Haus" }));
    renderStudy(`${LESSON}/s2/s2w1`, { settled: true });

    expect(await screen.findByRole("heading", { name: "این بخش قفل است" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "weiter" })).toBeNull();
    expect(screen.getByRole("link", { name: "بازگشت به درس" }).getAttribute("href")).toBe("/lesson/c1/l1");
  });

  it("takes off the worker's snapshot of the word's card: the lock shows, not the card seen before", async () => {
    const snapshot = document.createElement("div");
    snapshot.id = "screen-snapshot";
    document.body.prepend(snapshot);
    await db.sections.put(section("s2", 2));
    await db.words.put(wordRow("s2w1", 0, { section_id: "s2", name: "Haus" }));
    renderStudy(`${LESSON}/s2/s2w1`, { settled: true });

    await screen.findByRole("heading", { name: "این بخش قفل است" });
    expect(document.getElementById("screen-snapshot")).toBeNull();
  });

  it("opens once the previous section is completed", async () => {
    await db.sections.update("s1", { is_completed: true });
    await db.sections.put(section("s2", 2));
    await db.words.put(wordRow("s2w1", 0, { section_id: "s2", name: "Haus" }));
    renderStudy(`${LESSON}/s2/s2w1`, { settled: true });
    expect(await screen.findByRole("button", { name: "weiter" })).toBeTruthy();
  });

  it("is refused, even the first section, while the lesson waits for the previous lesson", async () => {
    await db.lessons.update("l1", { position: 1 });
    await db.lessons.put({
      id: "l0",
      course_id: "c1",
      name: "درس صفر",
      position: 0,
      is_completed: false,
      sections_count: 1,
      done_sections_count: 0,
      purchased: true,
    });
    renderStudy(`${LESSON}/s1`, { settled: true });
    expect(await screen.findByRole("heading", { name: "این درس قفل است" })).toBeTruthy();
    expect(screen.getByText("این درس قفل است؛ ابتدا درس‌های قبلی را کامل کنید.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "weiter" })).toBeNull();

    cleanup();
    await db.lessons.update("l0", { is_completed: true });
    renderStudy(`${LESSON}/s1`, { settled: true });
    expect(await screen.findByRole("button", { name: "weiter" })).toBeTruthy();
  });

  it("says a section not bought is not bought, with the buy button", async () => {
    await db.sections.put(section("s2", 2, { purchased: false, word_count: 0 }));
    renderStudy(`${LESSON}/s2`, { settled: true });
    expect(await screen.findByRole("heading", { name: "این دوره را نخریده‌اید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "خرید دوره" }).getAttribute("href")).toBe("/subscription");
  });

  it("online, says an unknown section is not found (not «not on this device yet»)", async () => {
    renderStudy(`${LESSON}/nope`, { settled: true });
    expect(await screen.findByRole("heading", { name: "این بخش پیدا نشد" })).toBeTruthy();
    expect(pullLesson).toHaveBeenCalledWith("c1", "l1");
    expect(screen.queryByText(/روی دستگاه نیست/)).toBeNull();
  });

  it("online, says a section of a lesson not bought is not bought", async () => {
    await db.lessons.update("l1", { purchased: false });
    await Promise.all([db.sections.clear(), db.words.clear()]);
    renderStudy(`${LESSON}/s1`, { settled: true });
    expect(await screen.findByRole("heading", { name: "این دوره را نخریده‌اید" })).toBeTruthy();
    expect(pullLesson).not.toHaveBeenCalled();
  });

  it("offline, says the words are not on this device yet, without asking the server", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderStudy(`${LESSON}/nope`, { settled: true });
    expect(await screen.findByRole("heading", { name: "واژه‌های این بخش روی دستگاه نیست" })).toBeTruthy();
    expect(pullCourse).not.toHaveBeenCalled();
  });
});

it("the seeded first section still opens (no lock on the first)", async () => {
  renderStudy(PATH, { settled: true });
  expect(await screen.findByRole("button", { name: "weiter" })).toBeTruthy();
});
