import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MobileField } from "./mobile-field";
import { PasswordField } from "./password-field";
import { TextField } from "./text-field";

afterEach(cleanup);

function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("TextField", () => {
  it("ties the label, hint and error to the input", () => {
    render(<TextField label="شمارهٔ موبایل" hint="با ۰۹ شروع شود" error="این فیلد الزامی است." />);
    const input = screen.getByLabelText("شمارهٔ موبایل");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toBe("با ۰۹ شروع شود این فیلد الزامی است.");
  });

  it("looks disabled when disabled: grey and dashed, never the white of an editable field", () => {
    render(
      <>
        <TextField label="شمارهٔ موبایل" disabled readOnly value="09121234567" />
        <TextField label="شهر" />
      </>,
    );
    const frame = (label: string) => screen.getByLabelText(label).parentElement?.className.split(" ") ?? [];
    expect(frame("شمارهٔ موبایل")).toEqual(expect.arrayContaining(["bg-neutral-100", "border-dashed"]));
    expect(frame("شمارهٔ موبایل")).not.toContain("bg-white");
    expect(frame("شهر")).toContain("bg-white");
    expect(frame("شهر")).not.toContain("bg-neutral-100");
  });

  it("is not invalid without an error", () => {
    render(<TextField label="شهر" />);
    const input = screen.getByLabelText("شهر");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("marks a required field without the browser's own validation", () => {
    render(<TextField label="نام" required />);
    const input = screen.getByLabelText(/نام/);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.hasAttribute("required")).toBe(false);
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("passes inputMode, autoComplete, dir and the rest through", async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="شمارهٔ موبایل"
        name="mobile"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>("شمارهٔ موبایل");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("tel");
    expect(input.getAttribute("dir")).toBe("ltr");
    expect(input.name).toBe("mobile");
    await userEvent.setup().type(input, "09");
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe("PasswordField", () => {
  it("hides the password until the Persian-labelled toggle is pressed", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="رمز عبور" autoComplete="current-password" />);
    const input = screen.getByLabelText<HTMLInputElement>("رمز عبور");
    const toggle = screen.getByRole("button", { name: "نمایش رمز عبور" });
    expect(input.type).toBe("password");
    expect(input.getAttribute("dir")).toBe("ltr");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(input.id);

    await user.click(toggle);
    expect(input.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(toggle);
    expect(input.type).toBe("password");
  });
});

describe("MobileField", () => {
  it("asks for a mobile number the one way: the number pad, left to right, the example, named mobile", () => {
    render(<MobileField label="شمارهٔ موبایل" required error="شماره درست نیست." />);
    const input = screen.getByLabelText<HTMLInputElement>(/شمارهٔ موبایل/);
    expect(input.type).toBe("tel");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("dir")).toBe("ltr");
    expect(input.getAttribute("autocomplete")).toBe("tel");
    expect(input.placeholder).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    expect(input.name).toBe("mobile");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(descriptionOf(input)).toBe("شماره درست نیست.");
  });

  it("offers none of the learner's own numbers where the form asks for someone else's", () => {
    render(<MobileField label="موبایل گیرنده" autoComplete="off" />);
    expect(screen.getByLabelText("موبایل گیرنده").getAttribute("autocomplete")).toBe("off");
  });
});
