import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NewPasswordFields } from "./new-password-fields";

/** Each rule of the checklist as a screen reader reads it. */
function rules() {
  const list = screen.getByRole("list", { name: "رمز عبور باید این‌ها را داشته باشد:" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("the new password's checklist (issue 14 item 7)", () => {
  it("lists every rule, none met yet, and describes the field with it", () => {
    render(<NewPasswordFields errors={{}} />);
    expect(rules()).toEqual([
      "رعایت نشده:دست‌کم ۶ نویسه",
      "رعایت نشده:یک حرف کوچک لاتین (a تا z)",
      "رعایت نشده:یک حرف بزرگ لاتین (A تا Z)",
      "رعایت نشده:یک نویسهٔ ویژه، مانند ! یا @",
    ]);
    const field = screen.getByLabelText(/رمز عبور جدید/);
    const described = field.getAttribute("aria-describedby")?.split(" ") ?? [];
    const list = screen.getByRole("list");
    expect(described.some((id) => document.getElementById(id)?.contains(list))).toBe(true);
  });

  it("ticks each rule off as the learner types", async () => {
    const user = userEvent.setup();
    render(<NewPasswordFields errors={{}} />);
    const field = screen.getByLabelText(/رمز عبور جدید/);
    await user.type(field, "abc");
    expect(rules()).toEqual([
      "رعایت نشده:دست‌کم ۶ نویسه",
      "رعایت شده:یک حرف کوچک لاتین (a تا z)",
      "رعایت نشده:یک حرف بزرگ لاتین (A تا Z)",
      "رعایت نشده:یک نویسهٔ ویژه، مانند ! یا @",
    ]);
    await user.type(field, "De!f");
    expect(rules().every((rule) => rule?.startsWith("رعایت شده:"))).toBe(true);
    await user.clear(field);
    expect(rules().every((rule) => rule?.startsWith("رعایت نشده:"))).toBe(true);
  });
});
