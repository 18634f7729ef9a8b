import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { examRoutes } from "./routes";
import { exam, LESSON, renderExam, section } from "./exam-test-support";

vi.mock("../../data/api/api", () => ({ api: { section: vi.fn() } }));

const mocked = vi.mocked(api);
const LIST = "/exams/c1/l1/s1";

describe("a section's exams", () => {
  it("lists each exam with its high score and date, a start link, and the final score", async () => {
    mocked.section.mockResolvedValue({
      data: section([
        exam({ high: { score: 90, done_at: { date: "2025-03-21T08:00:00.000Z" } } }),
        exam({ id: "e2", name: "آزمون دوم", deadline: 90, high: null }),
        exam({ id: "e3", name: "آزمون بی‌سؤال", questions: [], high: null }),
      ]),
    });
    renderExam(LIST);

    expect(await screen.findByRole("heading", { level: 1, name: "آزمون‌های این بخش" })).toBeTruthy();
    // Only the exam taken counts (not (90 + 0 + 0) / 3 = 30).
    expect(screen.getByText("نمرهٔ نهایی این بخش: ۹۰")).toBeTruthy();
    const [first, second, third] = screen.getAllByRole("article");
    if (!first || !second || !third) throw new Error("three exams expected");
    expect(within(first).getByText("بهترین نمره: ۹۰ از ۱۰۰")).toBeTruthy();
    expect(within(first).getByText("تاریخ: ۱۴۰۴/۰۱/۰۱")).toBeTruthy();
    expect(within(first).getByText("۴ سؤال · ۵ دقیقه")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "ورود به آزمون" }).getAttribute("href")).toBe(
      "/exam/c1/l1/s1/e1/start",
    );
    expect(within(second).getByText("هنوز در این آزمون شرکت نکرده‌اید")).toBeTruthy();
    expect(within(second).getByText("۴ سؤال · ۱ دقیقه و ۳۰ ثانیه")).toBeTruthy();
    expect(within(second).getByRole("link").getAttribute("href")).toBe("/exam/c1/l1/s1/e2/start");
    expect(within(third).getByText("قفل")).toBeTruthy();
  });

  it("hides a zero final score", async () => {
    mocked.section.mockResolvedValue({ data: section([exam()]) });
    renderExam(LIST);
    await screen.findByRole("heading", { level: 1, name: "آزمون‌های این بخش" });
    expect(screen.queryByText(/نمرهٔ نهایی/)).toBeNull();
  });

  it("shows the offline notice without a connection", async () => {
    mocked.section.mockRejectedValue(new AppError("offline"));
    renderExam(LIST);
    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe(LESSON);
  });
});

describe("exam routes", () => {
  it("send every screen's back link to the lesson", () => {
    for (const route of examRoutes) {
      const handle = route.handle as { back: (p: Record<string, string>) => string };
      expect(handle.back({ courseId: "c 1", lessonId: "l1" })).toBe("/lesson/c%201/l1");
    }
  });
});
