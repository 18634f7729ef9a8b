import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { updateBookmark } from "../../data/bookmarks/bookmark-writes";
import type { BookmarkRow } from "../../data/db/rows";
import { SavedWordActions } from "./saved-word-actions";

vi.mock("../../data/bookmarks/bookmark-writes", () => ({
  updateBookmark: vi.fn(async () => undefined),
  removeBookmark: vi.fn(async () => undefined),
}));

const saved = (note: string, learned = false): BookmarkRow => ({
  id: "b1",
  course_id: "c1",
  lesson_id: "l1",
  section_id: "s1",
  word_id: "w1",
  word__name: "Hund",
  description: "",
  note,
  learned,
  status: learned ? "learned" : "learning",
  updated_at: "2026-03-01T08:00:00.000Z",
  search_key: "",
  pending: 0,
  deleted: 0,
});

const view = (bookmark: BookmarkRow) => (
  <MemoryRouter>
    <SavedWordActions bookmark={bookmark} userId="u1" />
  </MemoryRouter>
);

afterEach(() => vi.clearAllMocks());

describe("the note box of a saved word", () => {
  it("follows the live note until the learner edits, and saves only what the learner changed", async () => {
    const user = userEvent.setup();
    const { rerender } = render(view(saved("یادداشت یک")));
    const box = screen.getByRole<HTMLTextAreaElement>("textbox");

    rerender(view(saved("یادداشت دو"))); // another tab, or a sync from another device
    expect(box.value).toBe("یادداشت دو");
    await user.click(box);
    await user.tab(); // into the box and out, without a change: nothing is written
    expect(updateBookmark).not.toHaveBeenCalled();

    rerender(view(saved("یادداشت سه")));
    expect(box.value).toBe("یادداشت سه");
    await user.click(box);
    await user.type(box, "!");
    await user.tab();
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { note: "یادداشت سه!" }, "u1");
  });

  it("keeps what the learner is typing when a live update arrives meanwhile", async () => {
    const user = userEvent.setup();
    const { rerender } = render(view(saved("قدیمی")));
    const box = screen.getByRole<HTMLTextAreaElement>("textbox");
    await user.click(box);
    await user.type(box, " و تازه");
    rerender(view(saved("از دستگاه دیگر")));
    expect(box.value).toBe("قدیمی و تازه");
    await user.tab();
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { note: "قدیمی و تازه" }, "u1");
  });

  it("the learned button sends the note only when the learner changed it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(view(saved("یک")));
    rerender(view(saved("دو")));
    await user.click(screen.getByRole("button", { name: "یاد گرفتم" }));
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { learned: true }, "u1");
  });
});
