import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { BASE, CHOICE, dismissToasts, IMAGE, PLACE_BODY, process, renderExam } from "./exam-test-support";

vi.mock("../../data/api/api", () => ({ api: { examProcess: vi.fn(), examAnswer: vi.fn() } }));

const mocked = vi.mocked(api);
const choices = () => within(screen.getByRole("list", { name: "گزینه‌ها" })).getAllByRole("button");

beforeEach(() => vi.resetAllMocks());
afterEach(dismissToasts);

describe("a multiple-choice question", () => {
  it("sends a pick at once, reveals the right and the wrong choice, blocks answering, and goes on", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE, IMAGE] }));
    let settle: (value: { data: { answer: string[]; correct: boolean } }) => void = () => undefined;
    mocked.examAnswer.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/0`);

    expect(await screen.findByRole("heading", { level: 2, name: "معنی «Frau» چیست؟" })).toBeTruthy();
    expect(screen.getByText("سؤال ۱ از ۲")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(/^۰۴:[۴۵][۰-۹]$/);
    expect(screen.queryByRole("button", { name: "Überprüfung" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "دست" }));
    expect(mocked.examAnswer).toHaveBeenCalledWith("p1", {
      ...PLACE_BODY,
      question_index: 0,
      answers: ["دست"],
    });
    expect(await screen.findByText("در حال بررسی پاسخ…")).toBeTruthy();
    expect(choices().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);

    settle({ data: { answer: ["خانم، زن"], correct: false } });
    expect((await screen.findByText("پاسخ شما نادرست است")).closest("[role=status]")).toBeTruthy();
    const [hand, woman, sir] = choices();
    expect(hand?.getAttribute("data-state")).toBe("wrong");
    expect(hand?.className).toContain("border-error-700");
    expect(within(hand as HTMLElement).getByText("پاسخ شما")).toBeTruthy();
    expect(woman?.getAttribute("data-state")).toBe("correct");
    expect(woman?.className).toContain("border-green-600");
    expect(within(woman as HTMLElement).getByText("پاسخ درست")).toBeTruthy();
    expect(sir?.getAttribute("data-state")).toBe("other");

    // Answering is blocked: the buttons are disabled and nothing more is sent.
    expect(choices().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await user.click(woman as HTMLElement);
    expect(mocked.examAnswer).toHaveBeenCalledTimes(1);

    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE, IMAGE], answers: [["دست"]] }));
    await user.click(screen.getByRole("button", { name: "weiter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/1`));
    expect(await screen.findByText("سؤال ۲ از ۲")).toBeTruthy();
  });

  it("marks a right pick green", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE] }));
    mocked.examAnswer.mockResolvedValue({ data: { answer: ["خانم، زن"], correct: true } });
    const user = userEvent.setup();
    renderExam(`${BASE}/p1/0`);

    await user.click(await screen.findByRole("button", { name: "خانم، زن" }));
    expect(await screen.findByText("پاسخ شما درست است!")).toBeTruthy();
    const woman = choices()[1] as HTMLElement;
    expect(woman.getAttribute("data-state")).toBe("correct");
    expect(within(woman).getByText("پاسخ شما")).toBeTruthy();
    expect(within(woman).getByText("پاسخ درست")).toBeTruthy();
  });

  it("keeps the question open after an error that is not a conflict", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE] }));
    mocked.examAnswer.mockRejectedValueOnce(new AppError("offline"));
    mocked.examAnswer.mockResolvedValueOnce({ data: { answer: ["خانم، زن"], correct: true } });
    const user = userEvent.setup();
    renderExam(`${BASE}/p1/0`);

    await user.click(await screen.findByRole("button", { name: "خانم، زن" }));
    expect(await screen.findByText("اتصال به اینترنت برقرار نیست.")).toBeTruthy();
    expect(choices().some((b) => (b as HTMLButtonElement).disabled)).toBe(false);
    await user.click(screen.getByRole("button", { name: "خانم، زن" }));
    expect(await screen.findByText("پاسخ شما درست است!")).toBeTruthy();
    expect(mocked.examAnswer).toHaveBeenCalledTimes(2);
  });
});

describe("an image question", () => {
  it("shows the picture, sends a pick at once, and after the last question «weiter» opens the end page", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE, IMAGE], answers: [["دست"]] }));
    mocked.examAnswer.mockResolvedValue({ data: { answer: ["Hand"], correct: true } });
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/1`);

    const picture = await screen.findByRole("img", { name: "تصویر سؤال" });
    expect(picture.getAttribute("src")).toBe("https://example.test/hand.svg");
    const hand = screen.getByRole("button", { name: "Hand" });
    expect(hand.querySelector("[lang='de']")?.getAttribute("dir")).toBe("ltr");

    await user.click(hand);
    expect(mocked.examAnswer).toHaveBeenCalledWith("p1", {
      ...PLACE_BODY,
      question_index: 1,
      answers: ["Hand"],
    });
    await user.click(await screen.findByRole("button", { name: "weiter" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/end`));
    expect(await screen.findByRole("heading", { name: "آزمون به پایان رسید" })).toBeTruthy();
  });
});
