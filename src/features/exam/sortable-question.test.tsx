import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { BASE, dismissToasts, PLACE_BODY, process, renderExam, SORTABLE } from "./exam-test-support";

vi.mock("../../data/api/api", () => ({ api: { examProcess: vi.fn(), examAnswer: vi.fn() } }));

const mocked = vi.mocked(api);
const CORRECT = ["Herr", "Schmidt", "ist", "mein", "Lehrer"];
const pool = () => screen.getByRole("group", { name: "واژه‌ها" });
const slots = () => screen.getByRole("list", { name: "جاهای خالی" });
const check = () => screen.getByRole<HTMLButtonElement>("button", { name: "Überprüfung" });
const tapInPool = (user: UserEvent, word: string) =>
  user.click(within(pool()).getByRole("button", { name: word }));

beforeEach(() => {
  vi.resetAllMocks();
  mocked.examProcess.mockResolvedValue(process({ questions: [SORTABLE] }));
});
afterEach(dismissToasts);

describe("a sortable question", () => {
  it("fills the slots by tapping, takes a word back, then «Überprüfung» sends the learner's order", async () => {
    mocked.examAnswer.mockResolvedValue({ data: { answer: CORRECT, correct: false } });
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/0`);

    await screen.findByRole("heading", { level: 2, name: /به ترتیب درست بچینید/ });
    expect(within(slots()).getAllByText(/جای خالی/)).toHaveLength(5);
    const item = within(pool()).getByRole("button", { name: "Herr" });
    expect([item.getAttribute("dir"), item.getAttribute("lang")]).toEqual(["ltr", "de"]);
    expect(check().disabled).toBe(true);

    for (const word of ["Herr", "Schmidt", "mein", "ist"]) await tapInPool(user, word);
    expect(check().disabled).toBe(true);
    // Take «mein» back: its slot empties and the next tap fills it.
    await user.click(within(slots()).getByRole("button", { name: "mein" }));
    expect(within(pool()).getByRole("button", { name: "mein" })).toBeTruthy();
    await tapInPool(user, "Lehrer");
    await tapInPool(user, "mein");
    expect(
      within(slots())
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Herr", "Schmidt", "Lehrer", "ist", "mein"]);
    expect(within(pool()).queryAllByRole("button")).toHaveLength(0);
    expect(check().disabled).toBe(false);

    await user.click(check());
    expect(mocked.examAnswer).toHaveBeenCalledWith("p1", {
      ...PLACE_BODY,
      question_index: 0,
      answers: ["Herr", "Schmidt", "Lehrer", "ist", "mein"],
    });

    // Revealed: the learner's order place by place, and the correct order; nothing can be moved.
    expect(await screen.findByText("پاسخ شما نادرست است")).toBeTruthy();
    const given = document.querySelector("[data-order='given']") as HTMLElement;
    expect(
      within(given)
        .getAllByText(/^(درست|نادرست)$/)
        .map((m) => m.textContent),
    ).toEqual(["درست", "درست", "نادرست", "نادرست", "نادرست"]);
    const correct = document.querySelector("[data-order='correct']") as HTMLElement;
    expect(
      within(correct)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CORRECT);
    expect(screen.queryByRole("button", { name: "Überprüfung" })).toBeNull();
    expect(screen.queryByRole("group", { name: "واژه‌ها" })).toBeNull();

    // The last question: «weiter» opens the end page.
    await user.click(screen.getByRole("button", { name: "weiter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/end`));
  });

  it("is answered from the keyboard alone, with no draggable words", async () => {
    mocked.examAnswer.mockResolvedValue({ data: { answer: CORRECT, correct: true } });
    const user = userEvent.setup();
    renderExam(`${BASE}/p1/0`);
    await screen.findByRole("group", { name: "واژه‌ها" });
    expect(document.querySelector("[draggable='true']")).toBeNull();

    // Enter places a word, Space takes a placed one back; then the rest in order.
    within(pool()).getByRole("button", { name: "Schmidt" }).focus();
    await user.keyboard("{Enter}");
    within(slots()).getByRole("button", { name: "Schmidt" }).focus();
    await user.keyboard(" ");
    expect(within(slots()).queryAllByRole("button")).toHaveLength(0);
    for (const word of CORRECT) {
      within(pool()).getByRole("button", { name: word }).focus();
      await user.keyboard("{Enter}");
    }
    check().focus();
    await user.keyboard("{Enter}");
    expect(mocked.examAnswer).toHaveBeenCalledWith("p1", {
      ...PLACE_BODY,
      question_index: 0,
      answers: CORRECT,
    });
    expect(await screen.findByText("پاسخ شما درست است!")).toBeTruthy();
  });
});
