import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "./db";
import { useDeviceQuery } from "./use-device-query";

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe("useDeviceQuery", () => {
  it("gives undefined until the first answer, then each new one as the device changes", async () => {
    await db.meta.put({ key: "k", value: "first" });
    const { result } = renderHook(() =>
      useDeviceQuery(async (device) => (await device.meta.get("k"))?.value, []),
    );
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe("first"));
    await act(() => db.meta.put({ key: "k", value: "second" }));
    await waitFor(() => expect(result.current).toBe("second"));
  });

  it("keeps the last answer across a change of its deps until the new one comes", async () => {
    await db.meta.bulkPut([
      { key: "a", value: "A" },
      { key: "b", value: "B" },
    ]);
    const seen: unknown[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => {
        const value = useDeviceQuery(async (device) => (await device.meta.get(key))?.value, [key]);
        seen.push(value);
        return value;
      },
      { initialProps: { key: "a" } },
    );
    await waitFor(() => expect(result.current).toBe("A"));
    seen.length = 0;
    rerender({ key: "b" });
    await waitFor(() => expect(result.current).toBe("B"));
    // Never undefined in between: the screen does not fall back to its loading view.
    expect(seen).not.toContain(undefined);
    expect(seen[0]).toBe("A");
  });

  it("keeps the last answer, and what it draws, when the query answers again with the same data", async () => {
    await db.meta.put({ key: "k", value: "first" });
    let asked = 0;
    let drawn = 0;
    let answer: unknown;
    function Rows({ rows }: { rows: Array<{ value: unknown }> | undefined }) {
      drawn += 1;
      return <p>{rows?.map((row) => String(row.value)).join(", ")}</p>;
    }
    function Reader() {
      answer = useDeviceQuery(async (device) => {
        asked += 1;
        return device.meta.toArray();
      }, []);
      return <Rows rows={answer as Array<{ value: unknown }> | undefined} />;
    }
    render(<Reader />);
    expect(await screen.findByText("first")).toBeTruthy();
    const [first, askedBefore, drawnBefore] = [answer, asked, drawn];
    // The same row written again: Dexie asks the query again, and its answer holds new objects.
    await act(() => db.meta.put({ key: "k", value: "first" }));
    await waitFor(() => expect(asked).toBeGreaterThan(askedBefore));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(answer).toBe(first);
    expect(drawn).toBe(drawnBefore);
    await act(() => db.meta.put({ key: "k", value: "second" }));
    expect(await screen.findByText("second")).toBeTruthy();
    expect(drawn).toBe(drawnBefore + 1);
  });

  it("throws a query's error to the nearest error boundary", async () => {
    function Reader() {
      const value = useDeviceQuery(() => Promise.reject(new Error("disk full")), []);
      return <p>{String(value)}</p>;
    }
    render(
      <Boundary>
        <Reader />
      </Boundary>,
    );
    expect(await screen.findByText("caught: disk full")).toBeTruthy();
  });
});
