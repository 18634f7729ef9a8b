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
  it("says the exam has finished; the button completes it, shows the score, refreshes the lesson and opens it", async () => {
    mocked.examComplete.mockResolvedValue({ data: { score: 60, high: HIGH } });
    pull.mockResolvedValue();
    const user = userEvent.setup();
    const router = renderExam(END);

    expect(await screen.findByRole("heading", { level: 1, name: "آزمون به پایان رسید" })).toBeTruthy();
    expect(mocked.examProcess).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "پایان آزمون" }));

    expect(mocked.examComplete).toHaveBeenCalledWith("p1");
    expect(await screen.findByText("نمرهٔ شما در این آزمون: ۶۰ از ۱۰۰")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(LESSON));
    expect(pull).toHaveBeenCalledWith("c1", "l1");
    expect(screen.getByText("lesson page")).toBeTruthy();
  });

  it("still opens the lesson when refreshing it fails", async () => {
    mocked.examComplete.mockResolvedValue({ data: { score: 100, high: HIGH } });
    pull.mockRejectedValue(new AppError("offline"));
    const user = userEvent.setup();
    const router = renderExam(END);

    await user.click(await screen.findByRole("button", { name: "پایان آزمون" }));
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
    await waitFor(() => expect(router.state.location.pathname).toBe(LESSON));
  });

  it("takes precedence over the question route", async () => {
    const router = renderExam(END);
    await screen.findByRole("heading", { level: 1, name: "آزمون به پایان رسید" });
    expect(router.state.matches.at(-1)?.route.path).toBe(
      "exam/:courseId/:lessonId/:sectionId/:examId/:processId/end",
    );
  });
});
