import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../data/db/db";
import { useAnyCourseStored } from "../data/learning/queries";
import { createUserSync } from "../data/sync/user-sync";
import { useContentReady } from "./use-content-ready";

const course = { id: "a1", name: "آلمانی A1", image_link: null, position: 0 };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe("useContentReady", () => {
  it("is ready as soon as Dexie answers on a device that holds a course, before any sync ends", async () => {
    await db.courses.put(course);
    const sync = createUserSync("u1");
    const { result } = renderHook(() => useContentReady(sync));
    await waitFor(() => expect(result.current).toBe(true));
    expect(sync.state.get().settledOnce).toBe(false);
  });

  it("on a new device, waits for the first sync to end, not for its first course", async () => {
    const sync = createUserSync("u1");
    // The same live query beside it, asked after it: once this one has answered, so has the hook's.
    const { result } = renderHook(() => ({ ready: useContentReady(sync), stored: useAnyCourseStored() }));
    await waitFor(() => expect(result.current.stored).toBe(false));
    // The sync's first pull stores the course; the lesson's pull is still to come.
    await act(async () => {
      await db.courses.put(course);
    });
    await waitFor(() => expect(result.current.stored).toBe(true));
    expect(result.current.ready).toBe(false);
    act(() => sync.state.set({ running: false, settledOnce: true }));
    expect(result.current.ready).toBe(true);
  });
});
