import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { batchPendingLogs } from "../../data/review/review-log-sync";
import { REVIEW_SETTINGS_KEY } from "../../data/review/review-settings-read";
import { UNDO_HOLD_MS } from "../../data/review/review-undo-hold";
import { NOUN } from "../../data/test-support/word-rows";
import { describeError } from "../../ui/describe-error";
import { clearReviewDb, renderReview } from "./review-test-support";

/**
 * Midday on the device's clock: a review day ends at 04:00 (review-rows.ts), so run in the minutes
 * before it a card answered Good (due in 10 minutes) belongs to the next day and does not come back
 * in the session. Only Date is faked; timers run as they do.
 */
const MIDDAY = new Date(2026, 5, 10, 12, 0, 0);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: MIDDAY, shouldAdvanceTime: true });
  await clearReviewDb();
  await db.words.put({ ...NOUN, is_completed: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a session that cannot open on this device", () => {
  it("says so in Persian, with why and the way home, and shows no card", async () => {
    const read = db.meta.get.bind(db.meta);
    vi.spyOn(db.meta, "get").mockImplementation(((key: string) =>
      key === REVIEW_SETTINGS_KEY
        ? Promise.reject(new Error("the database refused"))
        : read(key)) as unknown as typeof db.meta.get);
    renderReview("/review");
    expect(await screen.findByRole("heading", { name: "مرور روی این دستگاه باز نشد" })).toBeTruthy();
    expect(screen.getByText(describeError(new Error("the database refused")))).toBeTruthy();
    expect(screen.getByRole("link", { name: "بازگشت به خانه" }).getAttribute("href")).toBe("/");
    expect(card()).toBeUndefined();
  });
});

const card = () => document.querySelector("[data-kind]")?.getAttribute("data-card");
const grades = async () => (await db.reviewLogs.orderBy("reviewedAt").toArray()).map((l) => l.grade);

describe("the review session", () => {
  it("asks each kind of card, grades typed and tapped answers itself, and undoes the last answer", async () => {
    const user = userEvent.setup();
    renderReview("/review");

    // Meaning: German with its article in colour and its sound; the answer, then four graded buttons.
    expect(await screen.findByText("کارت ۱ از ۴")).toBeTruthy();
    expect(card()).toBe("n1:meaning");
    expect(screen.getByText("das").className).toContain("text-das");
    expect(screen.getByRole("button", { name: "شنیدن تلفظ" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "نمایش پاسخ" }));
    expect(screen.getByText("دختر")).toBeTruthy();
    const buttons = within(screen.getByRole("group", { name: "چقدر خوب به یاد آوردید؟" })).getAllByRole(
      "button",
    );
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "دوباره، دوباره پس از ۱ دقیقه",
      "سخت، دوباره پس از ۶ دقیقه",
      "خوب، دوباره پس از ۱۰ دقیقه",
      expect.stringMatching(/^آسان، دوباره پس از [۰-۹]+ روز$/),
    ]);
    await user.click(screen.getByRole("button", { name: /^خوب،/ }));

    // Recall: typed, an umlaut missing is almost right (Hard), with the ä key there.
    await waitFor(() => expect(card()).toBe("n1:recall"));
    expect(screen.getByRole("button", { name: "نوشتن ä" })).toBeTruthy();
    await user.type(screen.getByLabelText("واژهٔ آلمانی"), "Madchen");
    await user.click(screen.getByRole("button", { name: "بررسی" }));
    expect(screen.getByRole("status").textContent).toContain("تقریباً درست");
    await user.click(screen.getByRole("button", { name: "بعدی" }));

    // Article: a wrong tap is Again, and the card comes back later in the session.
    await waitFor(() => expect(card()).toBe("n1:article"));
    await user.click(screen.getByRole("button", { name: "der" }));
    expect(screen.getByRole("status").textContent).toContain("کمی بعد دوباره");
    await user.click(screen.getByRole("button", { name: "بعدی" }));

    // Plural: typed with its article, right, raised to Easy.
    await waitFor(() => expect(card()).toBe("n1:plural"));
    await user.type(screen.getByLabelText("شکل جمع (با die)"), "Mädchen");
    await user.click(screen.getByRole("button", { name: "بررسی" }));
    await user.click(screen.getByRole("button", { name: "خیلی آسان بود" }));
    await user.click(screen.getByRole("button", { name: "بعدی" }));
    await waitFor(async () => expect(await grades()).toEqual([3, 2, 1, 4]));
    // The learning steps bring cards back in the session.
    await waitFor(() => expect(card()).toBe("n1:meaning"));

    // Undo: the plural card again, its log gone.
    await user.click(screen.getByRole("button", { name: "برگرداندن پاسخ قبلی" }));
    await waitFor(() => expect(card()).toBe("n1:plural"));
    expect(await grades()).toEqual([3, 2, 1]);
    expect((await db.reviewCards.get("n1:plural"))?.state).toBeNull();

    // A reload continues where it was.
    cleanup();
    renderReview("/review");
    await waitFor(() => expect(card()).toBe("n1:plural"));
    expect(screen.getByRole("progressbar", { name: "پیشرفت مرور" }).getAttribute("aria-valuenow")).toBe("3");
  });

  it("ends with a summary, and says when nothing is due", async () => {
    await db.words.clear();
    const user = userEvent.setup();
    renderReview("/review");
    expect(await screen.findByRole("heading", { name: "فعلاً چیزی برای مرور نیست" })).toBeTruthy();
    cleanup();

    await db.words.put({ ...NOUN, is_completed: true });
    await db.meta.put({ key: "review-settings", value: { enabledKinds: ["article"] } });
    renderReview("/review");
    await user.click(await screen.findByRole("button", { name: "das" }));
    await user.click(screen.getByRole("button", { name: "خیلی آسان بود" }));
    await user.click(screen.getByRole("button", { name: "بعدی" }));
    expect(await screen.findByRole("heading", { name: "مرور امروز تمام شد!" })).toBeTruthy();
    const summary = screen
      .getByRole("heading", { name: "مرور امروز تمام شد!" })
      .closest("section") as HTMLElement;
    expect(within(summary).getByText("کارت مرورشده").nextElementSibling?.textContent).toBe("۱");
    expect(within(summary).getByText("پاسخ درست").nextElementSibling?.textContent).toBe("۱۰۰٪");
    expect(within(summary).getByText("مرور بعدی").nextElementSibling?.textContent).toMatch(/روز$/);
  });

  it("offers undo only while the last answer is on the device, then says why it is gone", async () => {
    const user = userEvent.setup();
    renderReview("/review");
    await user.click(await screen.findByRole("button", { name: "نمایش پاسخ" }));
    await user.click(screen.getByRole("button", { name: /^خوب،/ }));
    expect(await screen.findByRole("button", { name: "برگرداندن پاسخ قبلی" })).toBeTruthy();
    // The hold is over and a drain puts the answer into the outbox: the button gives way to why.
    await batchPendingLogs(db, "u1", Date.now() + UNDO_HOLD_MS);
    expect(await screen.findByText("پاسخ قبلی به صف ارسال رفته و دیگر برنمی‌گردد.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "برگرداندن پاسخ قبلی" })).toBeNull();
  });
});
