import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { BASE, CHOICE, dismissToasts, PLACE_BODY, PLUGGABLE, process, renderExam } from "./exam-test-support";

vi.mock("../../data/api/api", () => ({ api: { examProcess: vi.fn(), examAnswer: vi.fn() } }));

const mocked = vi.mocked(api);
const leftList = () => screen.getByRole("list", { name: "واژه‌های آلمانی" });
const rightList = () => screen.getByRole("list", { name: "معنی‌ها" });
const left = (name: string) => within(leftList()).getByRole("button", { name: new RegExp(`^${name}`) });
const right = (name: string) => within(rightList()).getByRole("button", { name: new RegExp(`^${name}`) });
const check = () => screen.getByRole<HTMLButtonElement>("button", { name: "Überprüfung" });

beforeEach(() => {
  vi.resetAllMocks();
  mocked.examProcess.mockResolvedValue(process({ questions: [PLUGGABLE, CHOICE] }));
});
afterEach(dismissToasts);

describe("a pluggable question", () => {
  it("pairs by tapping left then right, unpairs on a tap, and «Überprüfung» sends each left item's match", async () => {
    mocked.examAnswer.mockResolvedValue({ data: { answer: ["لطفاً", "دست", "ممنون"], correct: false } });
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/0`);

    await screen.findByRole("heading", { level: 2, name: "هر واژه را به معنی آن وصل کنید." });
    expect(left("bitte").querySelector("[lang='de']")?.getAttribute("dir")).toBe("ltr");
    expect(check().disabled).toBe(true);

    await user.click(left("bitte"));
    expect(left("bitte").getAttribute("aria-pressed")).toBe("true");
    await user.click(right("لطفاً"));
    // Both carry the same pair number.
    expect(left("bitte").getAttribute("data-pair")).toBe("1");
    expect(right("لطفاً").getAttribute("data-pair")).toBe("1");
    expect(right("لطفاً").textContent).toContain("جفت ۱");
    expect(left("bitte").getAttribute("aria-pressed")).toBe("false");

    await user.click(left("Hand"));
    await user.click(right("ممنون"));
    expect(right("ممنون").getAttribute("data-pair")).toBe("2");
    // Tapping a paired item unpairs it.
    await user.click(right("ممنون"));
    expect(left("Hand").hasAttribute("data-pair")).toBe(false);
    expect(right("ممنون").hasAttribute("data-pair")).toBe(false);

    await user.click(left("Hand"));
    await user.click(right("ممنون"));
    expect(check().disabled).toBe(true);
    await user.click(left("danke"));
    await user.click(right("دست"));
    expect(check().disabled).toBe(false);

    await user.click(check());
    expect(mocked.examAnswer).toHaveBeenCalledWith("p1", {
      ...PLACE_BODY,
      question_index: 0,
      answers: ["لطفاً", "ممنون", "دست"],
    });

    // Revealed: each pair right or wrong, with the correct right item.
    expect(await screen.findByText("پاسخ شما نادرست است")).toBeTruthy();
    const rows = [...document.querySelectorAll<HTMLElement>("[data-pair-result]")];
    expect(rows.map((row) => row.getAttribute("data-pair-result"))).toEqual(["right", "wrong", "wrong"]);
    expect(rows[1]?.textContent).toContain("پاسخ درست:دست");
    expect(rows[2]?.textContent).toContain("پاسخ درست:ممنون");
    expect(screen.queryByRole("button", { name: "Überprüfung" })).toBeNull();
    expect(screen.queryByRole("list", { name: "معنی‌ها" })).toBeNull();

    mocked.examProcess.mockResolvedValue(
      process({ questions: [PLUGGABLE, CHOICE], answers: [["لطفاً", "ممنون", "دست"]] }),
    );
    await user.click(screen.getByRole("button", { name: "weiter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/1`));
    expect(await screen.findByText("سؤال ۲ از ۲")).toBeTruthy();
  });

  it("also pairs right first, then left, and a second tap lets the pick go", async () => {
    const user = userEvent.setup();
    renderExam(`${BASE}/p1/0`);
    await screen.findByRole("list", { name: "معنی‌ها" });

    await user.click(right("دست"));
    expect(right("دست").getAttribute("aria-pressed")).toBe("true");
    await user.click(right("دست"));
    expect(right("دست").getAttribute("aria-pressed")).toBe("false");
    await user.click(right("دست"));
    await user.click(left("Hand"));
    expect(left("Hand").getAttribute("data-pair")).toBe("2");
    expect(right("دست").getAttribute("data-pair")).toBe("2");
  });
});
