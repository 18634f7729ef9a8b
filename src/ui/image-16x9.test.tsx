import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Image16x9 } from "./image-16x9";

afterEach(cleanup);

describe("Image16x9", () => {
  it("shows the image in a 16:9 box", () => {
    const { container } = render(<Image16x9 src="/media/a.jpg" alt="دورهٔ A1" />);
    const img = screen.getByRole<HTMLImageElement>("img", { name: "دورهٔ A1" });
    expect(img.tagName).toBe("IMG");
    expect(img.className).toContain("object-cover");
    expect((container.firstChild as HTMLElement).className).toContain("aspect-video");
  });

  it("shows the placeholder, named by alt, when src is empty", () => {
    const { container } = render(<Image16x9 src="" alt="دورهٔ A1" />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "دورهٔ A1" }).hasAttribute("data-placeholder")).toBe(true);
  });

  it("falls back to the placeholder when the image fails, and tries a new src again", () => {
    const { container, rerender } = render(<Image16x9 src="/media/broken.jpg" alt="پست" />);
    const img = container.querySelector("img");
    if (!img) throw new Error("no img");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-placeholder]")).not.toBeNull();
    rerender(<Image16x9 src="/media/other.jpg" alt="پست" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/other.jpg");
  });

  it("hides a decorative placeholder", () => {
    const { container } = render(<Image16x9 alt="" />);
    expect(container.querySelector("[data-placeholder]")?.getAttribute("aria-hidden")).toBe("true");
  });
});
