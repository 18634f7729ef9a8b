import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PinInput, sanitizePin } from "./pin-input";

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof PinInput>[0]> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const user = userEvent.setup();
  render(<PinInput onChange={onChange} onComplete={onComplete} {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>("کد تأیید");
  return { user, input, onChange, onComplete };
}

function boxes() {
  return Array.from(document.querySelectorAll("[data-pin-box]")).map((box) => box.textContent);
}

describe("PinInput", () => {
  it("is one labelled numeric one-time-code input drawn as five boxes", () => {
    const { input } = setup();
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.closest("[dir]")?.getAttribute("dir")).toBe("ltr");
    expect(boxes()).toHaveLength(5);
  });

  it("takes Persian digits, stores them Latin and completes once", async () => {
    const { user, input, onChange, onComplete } = setup();
    await user.type(input, "۱۲۳۴۵");
    expect(input.value).toBe("12345");
    expect(onChange).toHaveBeenLastCalledWith("12345");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("12345");
    expect(boxes()).toEqual(["۱", "۲", "۳", "۴", "۵"]);
  });

  it("takes Arabic and Latin digits", async () => {
    const { user, input, onComplete } = setup();
    await user.type(input, "٦٧8٩0");
    expect(onComplete).toHaveBeenCalledWith("67890");
  });

  it("accepts a pasted code with Persian digits and spaces", async () => {
    const { user, input, onComplete } = setup();
    await user.click(input);
    await user.paste("۱ ۲ ۳ ۴ ۵");
    expect(input.value).toBe("12345");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("12345");
  });

  it("ignores non-digits", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "1a-2 b");
    expect(input.value).toBe("12");
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(["1", "12"]);
  });

  it("deletes with backspace, and completes again after a correction", async () => {
    const { user, input, onChange, onComplete } = setup();
    await user.type(input, "123{Backspace}");
    expect(input.value).toBe("12");
    expect(onChange).toHaveBeenLastCalledWith("12");
    await user.type(input, "345{Backspace}6");
    expect(onComplete.mock.calls).toEqual([["12345"], ["12346"]]);
  });

  it("keeps at most `length` digits and does not complete twice", async () => {
    const { user, input, onComplete } = setup();
    await user.type(input, "1234567");
    expect(input.value).toBe("12345");
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("supports another length", async () => {
    const { user, input, onComplete } = setup({ length: 4 });
    await user.type(input, "9876");
    expect(boxes()).toHaveLength(4);
    expect(onComplete).toHaveBeenCalledWith("9876");
  });

  it("shows an error tied to the input", () => {
    const { input } = setup({ error: "کد را به درستی وارد کنید" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("کد را به درستی وارد کنید");
  });

  it("does nothing when disabled", async () => {
    const { user, input, onChange } = setup({ disabled: true });
    expect(input.disabled).toBe(true);
    await user.type(input, "12");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("works controlled", async () => {
    const onComplete = vi.fn();
    function Controlled() {
      const [code, setCode] = useState("");
      return (
        <>
          <PinInput value={code} onChange={setCode} onComplete={onComplete} name="code" />
          <button type="button" onClick={() => setCode("")}>
            clear
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>("کد تأیید");
    await user.type(input, "۵۴۳۲۱");
    expect(onComplete).toHaveBeenCalledWith("54321");
    expect(input.name).toBe("code");
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(input.value).toBe("");
  });
});

describe("sanitizePin", () => {
  it("keeps only digits, Latin, up to the length", () => {
    expect(sanitizePin("۱۲a ٣4-5", 5)).toBe("12345");
    expect(sanitizePin("1234567", 5)).toBe("12345");
    expect(sanitizePin("abc", 5)).toBe("");
  });
});
