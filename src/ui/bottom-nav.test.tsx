import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BottomNav } from "./bottom-nav";

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );
  return screen.getAllByRole("link");
}

describe("BottomNav", () => {
  it("has Home, Words, Profile in that DOM order (Home on the right in RTL)", () => {
    const links = renderAt("/");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["خانه", "/"],
      ["واژه‌ها", "/words"],
      ["پروفایل", "/profile"],
    ]);
    expect(screen.getByRole("navigation").querySelector("ul")?.className).toContain("h-24");
  });

  it("marks only Home as current on /", () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: "خانه" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "واژه‌ها" }).hasAttribute("aria-current")).toBe(false);
  });

  it("marks Words as current on /words", () => {
    renderAt("/words");
    expect(screen.getByRole("link", { name: "واژه‌ها" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "خانه" }).hasAttribute("aria-current")).toBe(false);
  });
});
