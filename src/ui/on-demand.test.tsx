import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

afterEach(cleanup);

function Greeting(props: { name: string }) {
  return <p data-props={Object.keys(props).join(",")}>سلام {props.name}</p>;
}

describe("a component loaded on demand", () => {
  it("draws the loaded component with the caller's own props only", async () => {
    const Lazy = onDemand(() => Promise.resolve(Greeting));
    render(<Lazy name="مریم" when="now" onFailure={vi.fn()} />);
    const greeting = await screen.findByText("سلام مریم");
    expect(greeting.getAttribute("data-props")).toBe("name");
  });

  it("draws nothing and tells the caller when code asked for now cannot be fetched", async () => {
    const Lazy = onDemand<{ name: string }>(() => Promise.reject(new Error("offline")));
    const onFailure = vi.fn();
    const { container } = render(<Lazy name="مریم" when="now" onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe("");
  });

  it("fetches nothing until asked", async () => {
    const loader = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = onDemand(loader);
    const { rerender } = render(<Lazy name="مریم" when={false} onFailure={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).not.toHaveBeenCalled();
    rerender(<Lazy name="مریم" when="now" onFailure={vi.fn()} />);
    expect(await screen.findByText("سلام مریم")).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
