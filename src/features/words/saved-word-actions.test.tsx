import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreBookmark } from "../../data/bookmarks/bookmark-restore";
import { removeBookmark, updateBookmark } from "../../data/bookmarks/bookmark-writes";
import type { BookmarkRow } from "../../data/db/rows";
import { OutboxState } from "../../data/sync/outbox-state";
import { AppToastContainer } from "../../ui/toast-container";
import { SavedWordActions } from "./saved-word-actions";

vi.mock("../../data/bookmarks/bookmark-writes", () => ({
  updateBookmark: vi.fn(async () => undefined),
  removeBookmark: vi.fn(async () => undefined),
}));
vi.mock("../../data/bookmarks/bookmark-restore", () => ({ restoreBookmark: vi.fn(async () => undefined) }));

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

/** The signed-in user's outbox, which every write is given. */
const outbox = new OutboxState("u1");

const view = (bookmark: BookmarkRow) => (
  <MemoryRouter>
    <SavedWordActions bookmark={bookmark} outbox={outbox} />
  </MemoryRouter>
);

afterEach(() => {
  act(() => toast.dismiss());
  vi.clearAllMocks();
});

describe("the note box of a saved word", () => {
  it("says a saved note beside the box, never as a toast that could land under the next tap", async () => {
    const user = userEvent.setup();
    render(
      <>
        {view(saved(""))}
        <AppToastContainer />
      </>,
    );
    await user.type(screen.getByRole("textbox"), "سگ");
    await user.click(screen.getByRole("button", { name: "یاد گرفتم" }));
    expect(updateBookmark).toHaveBeenCalledWith("b1", { note: "سگ" }, outbox);
    const said = await screen.findByText("یادداشت ذخیره شد.");
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(said.closest(".Toastify")).toBeNull();
    expect(screen.getAllByText(/یادداشت ذخیره شد/)).toHaveLength(1);
  });

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
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { note: "یادداشت سه!" }, outbox);
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
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { note: "قدیمی و تازه" }, outbox);
  });

  it("the learned button sends the note only when the learner changed it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(view(saved("یک")));
    rerender(view(saved("دو")));
    await user.click(screen.getByRole("button", { name: "یاد گرفتم" }));
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { learned: true }, outbox);
  });
});

describe("the learned and not-learned buttons", () => {
  it("say the move between lists beside the buttons, never as a toast lying over them", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        {view(saved(""))}
        <AppToastContainer />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "یاد گرفتم" }));
    expect(updateBookmark).toHaveBeenCalledExactlyOnceWith("b1", { learned: true }, outbox);
    const said = await screen.findByText("به یادگرفته‌ها منتقل شد.");
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(said.closest(".Toastify")).toBeNull();
    expect(screen.getAllByText(/منتقل شد/)).toHaveLength(1);

    rerender(
      <>
        {view(saved("", true))}
        <AppToastContainer />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "هنوز یاد نگرفته‌ام" }));
    const back = await screen.findByText("به فهرست «در حال یادگیری» منتقل شد.");
    expect(back.closest(".Toastify")).toBeNull();
    expect(screen.queryByText("به یادگرفته‌ها منتقل شد.")).toBeNull();
  });

  it("show an error that keeps the move from being saved as a toast, and say nothing moved", async () => {
    vi.mocked(updateBookmark).mockRejectedValueOnce(new Error("Dexie closed"));
    const user = userEvent.setup();
    render(
      <>
        {view(saved(""))}
        <AppToastContainer />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "یاد گرفتم" }));
    const toastShown = await screen.findByRole("alert");
    expect(toastShown.closest(".Toastify")).not.toBeNull();
    expect(screen.queryByText("به یادگرفته‌ها منتقل شد.")).toBeNull();
  });
});

describe("deleting a saved word", () => {
  it("removes it through the outbox, opens its list and offers «بازگرداندن», which restores it with its note and status", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: "/words/word/b1/w1",
          element: <SavedWordActions bookmark={saved("یادداشت", true)} outbox={outbox} />,
        },
        { path: "/words/:status", element: <p>list</p> },
      ],
      { initialEntries: ["/words/word/b1/w1"] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <AppToastContainer />
      </>,
    );

    await user.click(screen.getByRole("button", { name: "حذف از واژه‌های ذخیره‌شده" }));
    expect(removeBookmark).toHaveBeenCalledExactlyOnceWith("b1", outbox);
    await waitFor(() => expect(router.state.location.pathname).toBe("/words/learned"));
    const undo = await screen.findByRole("button", { name: "بازگرداندن" });
    expect(screen.getByText("واژه حذف شد.")).toBeTruthy();

    await user.click(undo);
    expect(restoreBookmark).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: "b1", word_id: "w1", note: "یادداشت", learned: true, status: "learned" }),
      outbox,
    );
    expect(await screen.findByText("واژه بازگردانده شد.")).toBeTruthy();
    expect(removeBookmark).toHaveBeenCalledTimes(1);
  });
});
