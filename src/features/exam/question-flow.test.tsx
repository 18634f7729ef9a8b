import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import {
  BASE,
  CHOICE,
  dismissToasts,
  IMAGE,
  LESSON,
  process,
  renderExam,
  SORTABLE,
} from "./exam-test-support";
import { useFakeClock } from "../../shared/test-support/fake-clock";

vi.mock("../../data/api/api", () => ({ api: { examProcess: vi.fn(), examAnswer: vi.fn() } }));

const mocked = vi.mocked(api);
const QUESTIONS = [CHOICE, IMAGE, SORTABLE];
const endPage = () => screen.findByRole("heading", { name: "آزمون به پایان رسید" });
const timeUpPage = () => screen.findByRole("heading", { name: "وقت آزمون تمام شد" });

beforeEach(() => vi.resetAllMocks());
afterEach(dismissToasts);

describe("the question index in the URL", () => {
  it("is replaced by the number of answers given", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, answers: [["دست"], ["Hand"]] }));
    const router = renderExam(`${BASE}/p1/0`);
    expect(await screen.findByText("سؤال ۳ از ۳")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/2`);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("reads a missing index as 0: it stays when nothing is answered, and redirects otherwise", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS }));
    const router = renderExam(`${BASE}/p1`);
    expect(await screen.findByText("سؤال ۱ از ۳")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/p1`);

    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, answers: [["دست"]] }));
    await act(() => router.navigate(`${BASE}/p1`));
    expect(await screen.findByText("سؤال ۲ از ۳")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/1`);
  });

  it("redirects an index ahead, or not a number, back to the next question", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, answers: [["دست"]] }));
    const router = renderExam(`${BASE}/p1/abc`);
    await screen.findByText("سؤال ۲ از ۳");
    expect(router.state.location.pathname).toBe(`${BASE}/p1/1`);
    await act(() => router.navigate(`${BASE}/p1/2`));
    expect(router.state.location.pathname).toBe(`${BASE}/p1/1`);
  });

  it("goes to the end page when every question is answered", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: [CHOICE], answers: [["دست"]] }));
    const router = renderExam(`${BASE}/p1/0`);
    await endPage();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/end`);
  });

  it("goes to the end page when the attempt is already completed", async () => {
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, completed: true }));
    const router = renderExam(`${BASE}/p1/0`);
    await endPage();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/end`);
  });
});

describe("the exam's time", () => {
  afterEach(() => vi.useRealTimers());

  it("goes to the end page when the time is up on load", async () => {
    mocked.examProcess.mockResolvedValue(
      process({ questions: QUESTIONS, startedAgo: 301_000, deadline: 300 }),
    );
    const router = renderExam(`${BASE}/p1/0`);
    await timeUpPage();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/end`);
    expect(router.state.location.search).toBe("?time-up=1");
  });

  it("says the attempt finished, not that time ran out, when every question was answered in time", async () => {
    mocked.examProcess.mockResolvedValue(
      process({ questions: QUESTIONS, answers: [["دست"], ["دست"], ["دست"]], startedAgo: 301_000 }),
    );
    const router = renderExam(`${BASE}/p1/0`);
    await endPage();
    expect(router.state.location.search).toBe("");
  });

  it("counts from the server's created_at (a reload does not restart it) and opens the end page at zero", async () => {
    useFakeClock();
    vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
    mocked.examProcess.mockResolvedValue(
      process({ questions: QUESTIONS, startedAgo: 295_000, deadline: 300 }),
    );
    const router = renderExam(`${BASE}/p1/0`);

    expect(await screen.findByText("سؤال ۱ از ۳")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("۰۰:۰۵");
    // Let the countdown's effect schedule its tick, then move the clock.
    await act(async () => undefined);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("timer").textContent).toBe("۰۰:۰۲");
    expect(router.state.location.pathname).toBe(`${BASE}/p1/0`);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await timeUpPage();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/end`);
    expect(router.state.location.search).toBe("?time-up=1");
  });
});

describe("a refused answer", () => {
  it("re-loads the attempt on a 409 and follows its redirect", async () => {
    mocked.examProcess.mockResolvedValueOnce(process({ questions: QUESTIONS }));
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, startedAgo: 400_000 }));
    mocked.examAnswer.mockRejectedValue(new AppError("conflict", "زمان آزمون به پایان رسیده است.", 409));
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/0`);

    await user.click(await screen.findByRole("button", { name: "دست" }));
    expect(await screen.findByText("زمان آزمون به پایان رسیده است.")).toBeTruthy();
    await timeUpPage();
    expect(router.state.location.pathname).toBe(`${BASE}/p1/end`);
    expect(mocked.examProcess).toHaveBeenCalledTimes(2);
  });

  it("moves to the right index when the server already had this answer", async () => {
    mocked.examProcess.mockResolvedValueOnce(process({ questions: QUESTIONS }));
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS, answers: [["دست"]] }));
    mocked.examAnswer.mockRejectedValue(new AppError("conflict", "پاسخ این سؤال قبلاً ثبت شده است.", 409));
    const user = userEvent.setup();
    const router = renderExam(`${BASE}/p1/0`);

    await user.click(await screen.findByRole("button", { name: "دست" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/1`));
    expect(await screen.findByText("سؤال ۲ از ۳")).toBeTruthy();
  });
});

describe("without a connection", () => {
  it("says an exam needs one, with a way back to the lesson, and retries", async () => {
    mocked.examProcess.mockRejectedValueOnce(new AppError("offline"));
    mocked.examProcess.mockResolvedValue(process({ questions: QUESTIONS }));
    const user = userEvent.setup();
    renderExam(`${BASE}/p1/0`);

    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe(LESSON);
    await user.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByText("سؤال ۱ از ۳")).toBeTruthy();
  });
});
