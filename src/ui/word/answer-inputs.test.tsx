import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArticleButtons } from "./article-buttons";
import { GermanTextField } from "./german-text-field";

afterEach(cleanup);

function Field({ maxLength, umlautKeys }: { maxLength?: number; umlautKeys?: boolean }) {
  const [value, setValue] = useState("");
  return (
    <GermanTextField
      label="پاسخ"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      umlautKeys={umlautKeys}
    />
  );
}

describe("GermanTextField", () => {
  it("is a focused German field that the keyboard does not correct, with the ä ö ü ß keys", async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>("پاسخ");
    expect(document.activeElement).toBe(input);
    expect([
      input.dir,
      input.lang,
      input.getAttribute("autocorrect"),
      input.getAttribute("spellcheck"),
    ]).toEqual(["ltr", "de", "off", "false"]);
    await user.type(input, "Br");
    await user.click(screen.getByRole("button", { name: /ü/ }));
    expect(input.value).toBe("Brü");
  });

  it("cuts typing at maxLength and can go without the keys", async () => {
    const user = userEvent.setup();
    render(<Field maxLength={3} umlautKeys={false} />);
    const input = screen.getByLabelText<HTMLInputElement>("پاسخ");
    await user.type(input, "dieses");
    expect(input.value).toBe("die");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ArticleButtons", () => {
  it("offers der, die, das in order and reports the tapped one", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<ArticleButtons label="آرتیکل‌ها" onChoose={onChoose} />);
    const group = screen.getByRole("group", { name: "آرتیکل‌ها" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["der", "die", "das"]);
    expect(within(group).getByRole("button", { name: "die" }).hasAttribute("aria-pressed")).toBe(false);
    await user.click(within(group).getByRole("button", { name: "das" }));
    expect(onChoose).toHaveBeenCalledWith("das");
  });

  it("marks the pressed article when asked to", () => {
    render(<ArticleButtons label="آرتیکل‌ها" onChoose={() => {}} pressed="die" />);
    expect(screen.getByRole("button", { name: "die", pressed: true })).toBeTruthy();
    expect(screen.getByRole("button", { name: "der", pressed: false })).toBeTruthy();
  });
});
