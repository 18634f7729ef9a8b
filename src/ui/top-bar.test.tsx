import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TopBar } from "./top-bar";

afterEach(cleanup);

describe("TopBar", () => {
  it("shows the logo and the points in Persian digits with a label", () => {
    render(
      <MemoryRouter>
        <TopBar points={125} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("img", { name: "واژه" })).toBeTruthy();
    const points = screen.getByText("۱۲۵").closest("p");
    expect(points?.textContent).toBe("امتیاز: ۱۲۵");
  });

  it("shows a back link labelled «بازگشت»", () => {
    render(
      <MemoryRouter>
        <TopBar points={0} backTo="/course/1" onMenu={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe("/course/1");
    expect(screen.queryByRole("button", { name: "منو" })).toBeNull();
  });

  it("shows a menu button that says it opens a dialog", async () => {
    const onMenu = vi.fn();
    render(
      <MemoryRouter>
        <TopBar points={3} onMenu={onMenu} menuOpen={false} status={<span>offline</span>} />
      </MemoryRouter>,
    );
    const menu = screen.getByRole("button", { name: "منو" });
    expect(menu.getAttribute("aria-haspopup")).toBe("dialog");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    await userEvent.setup().click(menu);
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(screen.getByText("offline")).toBeTruthy();
  });

  it("hides the points while they are unknown", () => {
    render(
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/امتیاز/)).toBeNull();
  });
});
