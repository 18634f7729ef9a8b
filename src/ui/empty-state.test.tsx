import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmptyState } from "./empty-state";
import { Logo } from "./logo";
import { LOGO_WORD_PATH } from "./logo-word-path";
import { OfflineNotice } from "./offline-notice";

afterEach(cleanup);

describe("EmptyState", () => {
  it("shows a title, text and action", () => {
    render(<EmptyState title="هنوز واژه‌ای نیست" text="واژه‌ها را نشان کنید" action={<button>go</button>} />);
    expect(screen.getByRole("heading", { name: "هنوز واژه‌ای نیست" })).toBeTruthy();
    expect(screen.getByText("واژه‌ها را نشان کنید")).toBeTruthy();
    expect(screen.getByRole("button", { name: "go" })).toBeTruthy();
  });
});

describe("OfflineNotice", () => {
  it("says the screen needs the internet, with retry and back", async () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <OfflineNotice onRetry={onRetry} backTo="/" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe("/");
  });

  it("has no actions unless asked", () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("Logo", () => {
  it("reads as the app name", () => {
    const { container } = render(<Logo size="lg" />);
    expect(screen.getByRole("img", { name: "واژه" })).toBe(container.querySelector("svg"));
  });

  it("is the installed icon's mark: the word in white on the dark blue rounded square", () => {
    const { container } = render(<Logo />);
    const rect = container.querySelector("svg rect");
    expect(rect?.getAttribute("rx")).toBe("14");
    expect(rect?.getAttribute("fill")).toBe("var(--color-primary-900)");
    // The word's outlines (scripts/logo-word.test.ts checks they are «واژه» shaped in Vazirmatn bold).
    const word = container.querySelector("svg path");
    expect(word?.getAttribute("d")).toBe(LOGO_WORD_PATH);
    expect(word?.getAttribute("fill")).toBe("#fff");
    expect(container.querySelector("svg text")).toBeNull();
  });
});
