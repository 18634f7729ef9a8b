import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ButtonLink } from "./button-link";

afterEach(cleanup);

describe("Button", () => {
  it("is a real button that defaults to type=button and runs onClick", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>ذخیره</Button>);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "ذخیره" });
    expect(button.type).toBe("button");
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while loading shows a spinner, is busy and cannot be pressed", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} type="submit">
        ورود
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "ورود" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.disabled).toBe(true);
    expect(button.querySelector("svg.animate-spin")).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("applies variant, size and full width", () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        حذف
      </Button>,
    );
    const { className } = screen.getByRole("button", { name: "حذف" });
    expect(className).toContain("bg-error-700");
    expect(className).toContain("min-h-14");
    expect(className).toContain("w-full");
  });

  it("keeps a 44 px touch target at every size", () => {
    render(
      <>
        <Button size="sm">a</Button>
        <Button variant="ghost">b</Button>
      </>,
    );
    for (const button of screen.getAllByRole("button")) expect(button.className).toMatch(/min-h-(11|12|14)/);
  });
});

describe("ButtonLink", () => {
  it("is a link styled as a button", () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/subscription" variant="outline">
          خرید اشتراک
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "خرید اشتراک" });
    expect(link.getAttribute("href")).toBe("/subscription");
    expect(link.className).toContain("border-primary-800");
  });
});
