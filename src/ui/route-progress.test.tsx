import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RouteProgress } from "./route-progress";

afterEach(cleanup);

describe("RouteProgress", () => {
  it("shows an indeterminate progress bar with a Persian label only while active", () => {
    const { rerender } = render(<RouteProgress active />);
    const bar = screen.getByRole("progressbar", { name: "در حال بارگذاری صفحه" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    rerender(<RouteProgress active={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
