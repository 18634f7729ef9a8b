import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FullScreenLoading } from "./full-screen-loading";
import { Spinner } from "./spinner";

afterEach(cleanup);

describe("FullScreenLoading", () => {
  it("is a status with a spinner and «در حال پردازش»", () => {
    render(<FullScreenLoading />);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("در حال پردازش");
    expect(status.querySelector(".animate-spin")).not.toBeNull();
  });
});

describe("Spinner", () => {
  it("is decorative without a label and a status with one", () => {
    const { rerender, container } = render(<Spinner />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    rerender(<Spinner label="در حال بارگذاری" />);
    expect(screen.getByRole("status").textContent).toBe("در حال بارگذاری");
  });
});
