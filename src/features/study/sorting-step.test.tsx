import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { placeLetter, removeLetter, spelled } from "./letter-order";
import { SortingStep } from "./sorting-step";

afterEach(cleanup);

const LETTERS = ["n", "H", "d", "u"];

function Harness({ initial = [] as number[] }) {
  const [order, setOrder] = useState<number[]>(initial);
  return <SortingStep letters={LETTERS} order={order} onChange={setOrder} meaning="سگ" />;
}

const answer = () => screen.getByRole("group", { name: "پاسخ شما" });
const pool = () => screen.getByRole("group", { name: "حرف‌ها" });

describe("letter order", () => {
  it("places at the end, once, and removes", () => {
    expect(placeLetter([0, 1], 2)).toEqual([0, 1, 2]);
    expect(placeLetter([0, 2, 1], 2)).toEqual([0, 1, 2]);
    expect(removeLetter([0, 1, 2], 1)).toEqual([0, 2]);
    expect(spelled([1, 3, 0, 2], LETTERS)).toBe("Hund");
  });
});

describe("SortingStep", () => {
  it("moves a tapped tile into the answer row and back, leaving a placeholder in the letters", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(answer().textContent).toBe("هنوز حرفی انتخاب نشده است");
    await user.click(within(pool()).getByRole("button", { name: "H" }));
    await user.click(within(pool()).getByRole("button", { name: "u" }));
    expect(answer().textContent).toBe("Hu");
    expect(within(pool()).queryByRole("button", { name: "H" })).toBeNull();
    await user.click(within(answer()).getByRole("button", { name: "H" }));
    expect(answer().textContent).toBe("u");
    expect(within(pool()).getByRole("button", { name: "H" })).toBeTruthy();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    within(pool()).getByRole("button", { name: "d" }).focus();
    await user.keyboard("{Enter}");
    expect(answer().textContent).toBe("d");
  });

  it("reorders by tapping a letter out and in again, and has no draggable tiles", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[1, 2, 3]} />);
    expect(document.querySelector("[draggable='true']")).toBeNull();
    await user.click(within(answer()).getByRole("button", { name: "d" }));
    await user.click(within(pool()).getByRole("button", { name: "n" }));
    await user.click(within(pool()).getByRole("button", { name: "d" }));
    expect(answer().textContent).toBe("Hund");
  });

  it("names a space tile «فاصله»", () => {
    render(<SortingStep letters={["a", " ", "b"]} order={[]} onChange={() => {}} meaning="" />);
    expect(within(pool()).getByRole("button", { name: "فاصله" }).textContent).toBe("␣");
  });
});
