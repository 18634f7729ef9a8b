import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLoaded } from "./use-loaded";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Idle callbacks held until `runAll` (an idle page at once with `immediate`). */
function stubIdle(immediate = false) {
  const held: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (work: () => void) => (immediate ? work() : held.push(work)));
  return { runAll: () => held.forEach((work) => work()) };
}

function Probe(props: { load: () => Promise<string>; when: "now" | "idle" | false; onFailure?: () => void }) {
  const value = useLoaded(props.load, props.when, props.onFailure);
  return <p>{value ?? "not loaded"}</p>;
}

describe("useLoaded", () => {
  it("fetches nothing until asked, then keeps what it brought", async () => {
    // An idle page at once: a fetch ahead, were one started, would be seen here.
    stubIdle(true);
    const load = vi.fn(() => Promise.resolve("menu"));
    const { rerender } = render(<Probe load={load} when={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe load={load} when="now" />);
    expect(await screen.findByText("menu")).toBeTruthy();
    rerender(<Probe load={load} when={false} />);
    expect(screen.getByText("menu")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches ahead only once the page is idle", async () => {
    const idle = stubIdle();
    const load = vi.fn(() => Promise.resolve("menu"));
    render(<Probe load={load} when="idle" />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    act(() => idle.runAll());
    expect(await screen.findByText("menu")).toBeTruthy();
  });

  it("tells a failure asked for now, and not one fetched ahead", async () => {
    const idle = stubIdle();
    const load = vi.fn(() => Promise.reject(new Error("no network")));
    const onFailure = vi.fn();
    const { rerender } = render(<Probe load={load} when="idle" onFailure={onFailure} />);
    await act(async () => idle.runAll());
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    rerender(<Probe load={load} when="now" onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(screen.getByText("not loaded")).toBeTruthy();
  });
});
