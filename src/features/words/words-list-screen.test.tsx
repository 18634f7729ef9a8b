import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSearchKey } from "../../domain/search-text";
import { db } from "../../data/db/db";
import type { BookmarkRow } from "../../data/db/rows";
import { loadWordAudio, speakWithDevice } from "../../data/learning/word-audio";
import { wordRow } from "../../data/test-support/word-rows";
import { ROW_ESTIMATE_PX, SavedWordsList } from "./saved-words-list";
import { WordsHubScreen } from "./words-hub-screen";
import { WordsListScreen } from "./words-list-screen";

vi.mock("../../data/learning/word-audio", () => ({
  loadWordAudio: vi.fn(async () => null),
  speakWithDevice: vi.fn(() => true),
}));

const saved = (i: number, name: string, persian = "", note = ""): BookmarkRow => ({
  id: `b${i}`,
  course_id: "c1",
  lesson_id: "l1",
  section_id: "s1",
  word_id: `w${i}`,
  word__name: name,
  description: "",
  note,
  learned: false,
  status: "learning",
  // Newest first: b0 is the newest.
  updated_at: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  search_key: buildSearchKey([name, name, persian, note]),
  pending: 0,
  deleted: 0,
});

const HUND = wordRow("w0", 0, {
  name: "Hund",
  type: "NOUN",
  gender: "masculine",
  translation: { german: "Hund", persian: "سگ" },
});
const GEHEN = wordRow("w1", 1, {
  name: "gehen",
  type: "VERB",
  gender: null,
  translation: { german: "gehen", persian: "رفتن" },
});

function SavedWordStub() {
  const { bookmarkId } = useParams();
  return <h1>saved word {bookmarkId}</h1>;
}

function openList(status = "learning") {
  const router = createMemoryRouter(
    [
      { path: "/words/:status", Component: WordsListScreen },
      { path: "/words/word/:bookmarkId/:wordId", Component: SavedWordStub },
    ],
    { initialEntries: [`/words/${status}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const theList = () => screen.findByRole("list", { name: "در حال یادگیری" });

// jsdom lays nothing out: every row measures as tall as the list's estimate, as in a browser.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches("li[data-index]") ? ROW_ESTIMATE_PX : 0;
    },
  });
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, "offsetHeight", offsetHeight);
});

beforeEach(async () => {
  vi.mocked(loadWordAudio).mockReset().mockResolvedValue(null);
  vi.mocked(speakWithDevice).mockReset().mockReturnValue(true);
  await db.bookmarks.clear();
  await db.words.clear();
});

afterEach(() => {
  window.scrollY = 0;
});

describe("the saved-words list", () => {
  it("shows each word with its article in its gender colour, its Persian meaning, and a play button", async () => {
    await db.words.bulkAdd([HUND, GEHEN]);
    await db.bookmarks.bulkAdd([
      saved(0, "Hund", "سگ", "مثل گربه نیست"),
      saved(1, "gehen", "رفتن"),
      saved(2, "Tschüss"), // its course is not on this device: the saved name alone
    ]);
    openList();
    const list = await theList();
    const items = await within(list).findAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [hund, gehen, tschuess] = items as [HTMLElement, HTMLElement, HTMLElement];

    // The word itself is read for the rows on screen, just after the rows.
    const link = await within(hund).findByRole("link", { name: /der Hund/ });
    expect(link.getAttribute("href")).toBe("/words/word/b0/w0");
    expect(within(link).getByText("der").className).toContain("text-der");
    expect(within(link).getByText("Hund", { exact: false }).getAttribute("lang")).toBe("de");
    expect(within(link).getByText("سگ", { exact: false })).toBeTruthy();
    expect(within(link).getByText("مثل گربه نیست")).toBeTruthy();

    expect(within(gehen).getByRole("link", { name: /gehen/ }).textContent).not.toMatch(/\b(der|die|das)\b/);
    expect(within(gehen).getByText("رفتن")).toBeTruthy();
    expect(within(tschuess).getByRole("link", { name: /Tschüss/ })).toBeTruthy();
    expect(screen.getByText("۳ واژه").getAttribute("role")).toBe("status");

    const play = within(hund).getByRole("button", { name: "شنیدن der Hund" });
    await userEvent.setup().click(play);
    expect(loadWordAudio).toHaveBeenCalledExactlyOnceWith("w0", "translation.german");
    await waitFor(() => expect(speakWithDevice).toHaveBeenCalledWith("Hund"));
    expect(within(tschuess).getByRole("button", { name: "شنیدن Tschüss" })).toBeTruthy();
  });

  it("renders only a window of the rows at 10,000, and the window follows the scroll", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => saved(i, `Wort${i}`));
    await db.bookmarks.bulkAdd(rows);
    openList();
    const list = await theList();
    // The newest screenful shows first, its size unknown (-1); the whole status follows.
    await waitFor(() =>
      expect(within(list).getAllByRole("listitem")[0]?.getAttribute("aria-setsize")).toBe("10000"),
    );
    const items = within(list).getAllByRole("listitem");
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(60);
    expect(items[0]?.getAttribute("aria-posinset")).toBe("1");
    expect(within(list).getByRole("link", { name: /Wort0$/ })).toBeTruthy();

    act(() => {
      window.scrollY = 5_000 * ROW_ESTIMATE_PX;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(within(list).getByRole("link", { name: /Wort5000$/ })).toBeTruthy());
    expect(within(list).queryByRole("link", { name: /Wort0$/ })).toBeNull();
    expect(within(list).getAllByRole("listitem").length).toBeLessThan(60);
  });

  it("gives the list's size as unknown while only the first screenful is read", async () => {
    const rows = [saved(0, "Hund"), saved(1, "gehen")];
    const view = (complete: boolean) => (
      <MemoryRouter>
        <SavedWordsList rows={rows} label="در حال یادگیری" complete={complete} />
      </MemoryRouter>
    );
    const { rerender } = render(view(false));
    const sizes = () =>
      within(screen.getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-setsize"));
    await waitFor(() => expect(sizes()).toEqual(["-1", "-1"]));
    rerender(view(true));
    expect(sizes()).toEqual(["2", "2"]);
  });

  it("filters by the German word, the meaning or the note, and says when nothing matches", async () => {
    await db.words.bulkAdd([HUND, GEHEN]);
    await db.bookmarks.bulkAdd([saved(0, "Hund", "سگ"), saved(1, "gehen", "رفتن", "با پا")]);
    const user = userEvent.setup();
    openList();
    const list = await theList();
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const box = screen.getByRole("searchbox", { name: "جستجو در واژه‌ها" });

    await user.type(box, "سگ");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByRole("link", { name: /Hund/ })).toBeTruthy();

    await user.clear(box);
    await user.type(box, "با پا");
    await waitFor(() => expect(within(list).getByRole("link", { name: /gehen/ })).toBeTruthy());
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);

    await user.clear(box);
    await user.type(box, "Katze");
    expect(await screen.findByRole("heading", { name: "چیزی پیدا نشد" })).toBeTruthy();
  });

  it("is reachable by keyboard: Tab goes row link, play button, next row; Enter opens the word", async () => {
    await db.words.bulkAdd([HUND, GEHEN]);
    await db.bookmarks.bulkAdd([saved(0, "Hund", "سگ"), saved(1, "gehen", "رفتن")]);
    const user = userEvent.setup();
    const router = openList();
    const list = await theList();
    await within(list).findByRole("link", { name: /der Hund/ });

    await user.click(screen.getByRole("searchbox"));
    await user.tab();
    expect(document.activeElement).toBe(within(list).getByRole("link", { name: /der Hund/ }));
    await user.tab();
    expect(document.activeElement).toBe(within(list).getByRole("button", { name: "شنیدن der Hund" }));
    await user.tab();
    expect(document.activeElement).toBe(within(list).getByRole("link", { name: /gehen/ }));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "saved word b1" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/words/word/b1/w1");
  });

  it("keeps the focused row while it is scrolled far away", async () => {
    await db.bookmarks.bulkAdd(Array.from({ length: 2_000 }, (_, i) => saved(i, `Wort${i}`)));
    const user = userEvent.setup();
    openList();
    const list = await theList();
    await user.click(screen.getByRole("searchbox"));
    await user.tab();
    const first = within(list).getByRole("link", { name: /Wort0$/ });
    expect(document.activeElement).toBe(first);

    act(() => {
      window.scrollY = 1_000 * ROW_ESTIMATE_PX;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(within(list).getByRole("link", { name: /Wort1000$/ })).toBeTruthy());
    expect(first.isConnected).toBe(true);
    expect(document.activeElement).toBe(first);
  });
});

describe("the saved-words hub", () => {
  it("counts each status on its index, leaving out words removed on this device", async () => {
    const learned = (i: number): BookmarkRow => ({
      ...saved(i, `Wort${i}`),
      learned: true,
      status: "learned",
    });
    await db.bookmarks.bulkAdd([
      saved(0, "Hund"),
      saved(1, "gehen"),
      { ...saved(2, "Katze"), deleted: 1, pending: 1 },
      learned(3),
      { ...learned(4), deleted: 1, pending: 1 },
    ]);
    render(
      <MemoryRouter>
        <WordsHubScreen />
      </MemoryRouter>,
    );
    expect((await screen.findByRole("link", { name: /در حال یادگیری/ })).textContent).toContain("۲");
    expect(screen.getByRole("link", { name: /یادگرفته‌ها/ }).textContent).toContain("۱");
  });
});
