import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { pullLesson } from "../../data/sync/pull";
import { BASE, dismissToasts, LESSON, renderExam } from "./exam-test-support";

vi.mock("../../data/api/api", () => ({ api: { examComplete: vi.fn(), examProcess: vi.fn() } }));
vi.mock("../../data/sync/pull", () => ({ pullLesson: vi.fn() }));

const mocked = vi.mocked(api);
const pull = vi.mocked(pullLesson);
const END = `${BASE}/p1/end`;
const HIGH = { score: 75, done_at: { date: "2025-01-01T10:00:00.000Z" } };

beforeEach(() => vi.resetAllMocks());
afterEach(dismissToasts);

describe("the exam's end page", () => {
  it("says the exam has finished; the button completes it and shows the score and the best score on the page", async () => {
    mocked.examComplete.mockResolvedValue({ data: { score: 60, high: HIGH } });
    pull.mockResolvedValue();
    const user = userEvent.setup();
    const router = renderExam(END);

    expect(await screen.findByRole("heading", { level: 1, name: "آزمون به پایان رسید" })).toBeTruthy();
    expect(mocked.examProcess).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "پایان آزمون" }));

    expect(mocked.examComplete).toHaveBeenCalledWith("p1");
    const result = await screen.findByRole("status");
    expect(result.textContent).toContain("نمرهٔ شما در این آزمون: ۶۰ از ۱۰۰");
    expect(result.textContent).toContain("بهترین نمره: ۷۵ از ۱۰۰");
    await waitFor(() => expect(pull).toHaveBeenCalledWith("c1", "l1"));
    // The score stays on the page (no toast that vanishes) until the learner goes back to the lesson.
    expect(router.state.location.pathname).toBe(END);
    await user.click(screen.getByRole("link", { name: "بازگشت به درس" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LESSON));
    expect(screen.getByText("lesson page")).toBeTruthy();
  });

  it("says that the time ran out when the question screen sent it here for that, also after a reload", async () => {
    mocked.examComplete.mockResolvedValue({ data: { score: 25, high: HIGH } });
    pull.mockResolvedValue();
    const user = userEvent.setup();
    renderExam(`${END}?time-up=1`);

    expect(await screen.findByRole("heading", { level: 1, name: "وقت آزمون تمام شد" })).toBeTruthy();
    expect(screen.getByText(/زمان این آزمون به پایان رسید/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "پایان آزمون" }));
    expect((await screen.findByRole("status")).textContent).toContain("نمرهٔ شما در این آزمون: ۲۵ از ۱۰۰");
  });

  it("still shows the score and the way back when refreshing the lesson fails", async () => {
    mocked.examComplete.mockResolvedValue({ data: { score: 100, high: HIGH } });
    pull.mockRejectedValue(new AppError("offline"));
    const user = userEvent.setup();
    const router = renderExam(END);

    await user.click(await screen.findByRole("button", { name: "پایان آزمون" }));
    expect((await screen.findByRole("status")).textContent).toContain("۱۰۰ از ۱۰۰");
    await user.click(screen.getByRole("link", { name: "بازگشت به درس" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LESSON));
  });

  it("shows a failure as a toast and stays, so the learner can try again", async () => {
    mocked.examComplete.mockRejectedValueOnce(new AppError("offline"));
    mocked.examComplete.mockResolvedValueOnce({ data: { score: 40, high: HIGH } });
    pull.mockResolvedValue();
    const user = userEvent.setup();
    const router = renderExam(END);

    await user.click(await screen.findByRole("button", { name: "پایان آزمون" }));
    expect(await screen.findByText("اتصال به اینترنت برقرار نیست.")).toBeTruthy();
    expect(router.state.location.pathname).toBe(END);
    expect(pull).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "پایان آزمون" }));
    expect((await screen.findByRole("status")).textContent).toContain("۴۰ از ۱۰۰");
  });

  it("takes precedence over the question route", async () => {
    const router = renderExam(END);
    await screen.findByRole("heading", { level: 1, name: "آزمون به پایان رسید" });
    expect(router.state.matches.at(-1)?.route.path).toBe(
      "exam/:courseId/:lessonId/:sectionId/:examId/:processId/end",
    );
  });
});
