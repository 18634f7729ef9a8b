import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { buildSearchKey } from "../../domain/search-text";
import { db } from "../db/db";
import type { BookmarkRow } from "../db/rows";
import { type BookmarkSearch, FIRST_SCREEN_ROWS, useBookmarkSearch } from "./bookmark-search";

const saved = (i: number): BookmarkRow => ({
  id: `b${String(i).padStart(4, "0")}`,
  course_id: "c1",
  lesson_id: "l1",
  section_id: "s1",
  word_id: `w${i}`,
  word__name: `Wort${i}`,
  description: "",
  note: "",
  learned: false,
  status: "learning",
  updated_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), // the last is the newest
  search_key: buildSearchKey([`Wort${i}`]),
  pending: 0,
  deleted: 0,
});

beforeEach(async () => {
  await db.bookmarks.clear();
});

describe("useBookmarkSearch", () => {
  it("gives the newest screenful first, then the whole status newest first", async () => {
    await db.bookmarks.bulkAdd(Array.from({ length: 100 }, (_, i) => saved(i)));
    const seen: BookmarkSearch[] = [];
    const { result } = renderHook(() => {
      const search = useBookmarkSearch("learning", "");
      if (search) seen.push(search);
      return search;
    });
    await waitFor(() => expect(result.current?.complete).toBe(true));
    const first = seen[0];
    expect(first?.complete).toBe(false);
    expect(first?.rows.map((b) => b.word__name)).toEqual(
      Array.from({ length: FIRST_SCREEN_ROWS }, (_, i) => `Wort${99 - i}`),
    );
    expect(result.current?.rows.map((b) => b.word__name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Wort${99 - i}`),
    );
  });

  it("answers a query only from the whole status, never from the first screen alone", async () => {
    await db.bookmarks.bulkAdd(Array.from({ length: 100 }, (_, i) => saved(i)));
    const seen: BookmarkSearch[] = [];
    const { result } = renderHook(() => {
      const search = useBookmarkSearch("learning", "wort1");
      if (search) seen.push(search);
      return search;
    });
    await waitFor(() => expect(result.current).toBeDefined());
    // Wort1, Wort10–19: the oldest ones, which the first screen does not hold.
    expect(seen.every((s) => s.complete && s.rows.length === 11)).toBe(true);
  });

  it("leaves out words removed on this device and those of the other status", async () => {
    await db.bookmarks.bulkAdd([
      saved(1),
      { ...saved(2), deleted: 1, pending: 1 },
      { ...saved(3), learned: true, status: "learned" },
    ]);
    const { result } = renderHook(() => useBookmarkSearch("learning", ""));
    await waitFor(() => expect(result.current?.complete).toBe(true));
    expect(result.current?.rows.map((b) => b.id)).toEqual(["b0001"]);
  });
});
