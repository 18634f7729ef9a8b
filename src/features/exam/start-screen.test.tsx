import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import {
  BASE,
  dismissToasts,
  exam,
  LESSON,
  PLACE_BODY,
  process,
  renderExam,
  section,
  SETTINGS,
} from "./exam-test-support";

vi.mock("../../data/api/api", () => ({
  api: {
    section: vi.fn(),
    settings: vi.fn(),
    examStart: vi.fn(),
    examProcess: vi.fn(),
    examAnswer: vi.fn(),
    examComplete: vi.fn(),
  },
}));

const mocked = vi.mocked(api);
const START = `${BASE}/start`;

beforeEach(() => {
  vi.resetAllMocks();
  mocked.settings.mockResolvedValue({ data: SETTINGS });
});
afterEach(dismissToasts);

describe("exam start page", () => {
  it("shows the name, picture, question count and time limit, and starts the exam at question 0", async () => {
    mocked.section.mockResolvedValue({ data: section([exam()]) });
    mocked.examStart.mockResolvedValue({ data: { id: "p1" } });
    mocked.examProcess.mockResolvedValue(process());
    const user = userEvent.setup();
    const router = renderExam(START);

    expect(await screen.findByRole("heading", { level: 1, name: "آزمون احوال‌پرسی" })).toBeTruthy();
    expect(mocked.section).toHaveBeenCalledWith("c1", "l1", "s1");
    expect(document.querySelector("img")?.getAttribute("src")).toBe("https://example.test/before-exam.jpg");
    expect(screen.getByText("تعداد سؤال‌ها").nextElementSibling?.textContent).toBe("۴");
    expect(screen.getByText("زمان آزمون").nextElementSibling?.textContent).toBe("۵ دقیقه");
    expect(screen.queryByText(/نمرهٔ قبلی/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "شروع آزمون" }));
    expect(mocked.examStart).toHaveBeenCalledWith(PLACE_BODY);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p1/0`));
    expect(await screen.findByText("سؤال ۱ از ۴")).toBeTruthy();
  });

  it("shows the prior score and date with «repeat» (starts again) and «continue the lesson»", async () => {
    const high = { score: 80, done_at: { date: "2025-03-21T08:00:00.000Z" } };
    mocked.section.mockResolvedValue({ data: section([exam({ high })]) });
    mocked.examStart.mockResolvedValue({ data: { id: "p2" } });
    mocked.examProcess.mockResolvedValue(process());
    const user = userEvent.setup();
    const router = renderExam(START);

    expect(await screen.findByText("نمرهٔ قبلی شما: ۸۰ از ۱۰۰")).toBeTruthy();
    expect(screen.getByText("تاریخ: ۱۴۰۴/۰۱/۰۱")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "شروع آزمون" })).toBeNull();
    expect(screen.getByRole("link", { name: "ادامهٔ درس" }).getAttribute("href")).toBe(LESSON);

    await user.click(screen.getByRole("button", { name: "تکرار آزمون" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/p2/0`));
  });

  it("shows an exam without questions locked and highlighted, with no way to start", async () => {
    mocked.section.mockResolvedValue({ data: section([exam({ questions: [] })]) });
    renderExam(START);

    const locked = await screen.findByRole("region", { name: "این آزمون قفل است" });
    expect(locked.hasAttribute("data-locked")).toBe(true);
    expect(locked.className).toContain("border-warning-400");
    expect(within(locked).getByText(/هنوز سؤالی ندارد/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /شروع آزمون|تکرار آزمون/ })).toBeNull();
    expect(within(locked).getByRole("link", { name: "بازگشت به درس" }).getAttribute("href")).toBe(LESSON);
  });

  it("shows a failed start as a toast and stays", async () => {
    mocked.section.mockResolvedValue({ data: section([exam()]) });
    mocked.examStart.mockRejectedValue(new AppError("conflict", "این آزمون هنوز سؤالی ندارد.", 409));
    const user = userEvent.setup();
    const router = renderExam(START);

    await user.click(await screen.findByRole("button", { name: "شروع آزمون" }));
    expect(await screen.findByText("این آزمون هنوز سؤالی ندارد.")).toBeTruthy();
    expect(router.state.location.pathname).toBe(START);
    expect((screen.getByRole("button", { name: "شروع آزمون" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a placeholder when the settings cannot be read", async () => {
    mocked.section.mockResolvedValue({ data: section([exam()]) });
    mocked.settings.mockRejectedValue(new AppError("server", null, 500));
    renderExam(START);
    await screen.findByRole("heading", { level: 1, name: "آزمون احوال‌پرسی" });
    expect(document.querySelector("[data-placeholder]")).not.toBeNull();
  });

  it("says an exam needs a connection when offline, with retry and a way back", async () => {
    mocked.section.mockRejectedValueOnce(new AppError("offline"));
    mocked.settings.mockRejectedValue(new AppError("offline"));
    const user = userEvent.setup();
    renderExam(START);

    expect(await screen.findByRole("heading", { name: "برای این بخش به اینترنت نیاز دارید" })).toBeTruthy();
    expect(screen.getByText("آزمون فقط با اتصال به اینترنت برگزار می‌شود.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت" }).getAttribute("href")).toBe(LESSON);

    mocked.section.mockResolvedValue({ data: section([exam()]) });
    await user.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByRole("heading", { level: 1, name: "آزمون احوال‌پرسی" })).toBeTruthy();
  });

  it("answers 400 'Needed params not provided!' when a param is blank", async () => {
    renderExam("/exam/c1/l1/%20/e1/start");
    expect((await screen.findByRole("alert")).textContent).toBe("400 Needed params not provided!");
    expect(mocked.section).not.toHaveBeenCalled();
  });
});
