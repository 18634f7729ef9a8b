import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readReviewSettings } from "../../data/review/review-settings";
import { clearReviewDb, renderReview } from "./review-test-support";

beforeEach(clearReviewDb);

describe("review settings", () => {
  it("shows the defaults in Persian digits, refuses bad values in Persian, and saves good ones", async () => {
    const user = userEvent.setup();
    renderReview("/review/settings");
    const retention = await screen.findByLabelText("یادآوری مطلوب (درصد)");
    expect((retention as HTMLInputElement).value).toBe("۹۰");
    expect((screen.getByLabelText("کارت تازه در روز") as HTMLInputElement).value).toBe("۲۰");

    await user.clear(retention);
    await user.type(retention, "۹۹");
    await user.clear(screen.getByLabelText("هدف روزانه (تعداد مرور)"));
    await user.type(screen.getByLabelText("هدف روزانه (تعداد مرور)"), "abc");
    for (const kind of ["معنی", "یادآوری", "آرتیکل", "جمع"]) await user.click(screen.getByLabelText(kind));
    await user.click(screen.getByRole("button", { name: "ذخیرهٔ تنظیمات" }));
    expect(screen.getByText("عددی بین ۸۰ و ۹۷ بنویسید.")).toBeTruthy();
    expect(screen.getByText("یک عدد بنویسید.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("دست‌کم یک نوع کارت را انتخاب کنید.");
    expect(retention.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(retention);
    expect((await readReviewSettings()).desiredRetention).toBe(0.9);

    await user.clear(retention);
    await user.type(retention, "85");
    await user.clear(screen.getByLabelText("هدف روزانه (تعداد مرور)"));
    await user.type(screen.getByLabelText("هدف روزانه (تعداد مرور)"), "۱۲");
    await user.click(screen.getByLabelText("آرتیکل"));
    await user.click(screen.getByRole("button", { name: "ذخیرهٔ تنظیمات" }));
    await waitFor(async () =>
      expect(await readReviewSettings()).toEqual({
        desiredRetention: 0.85,
        dailyNewLimit: 20,
        dailyGoal: 12,
        enabledKinds: ["article"],
        weights: null,
      }),
    );
    expect(screen.queryByText("عددی بین ۸۰ و ۹۷ بنویسید.")).toBeNull();
  });
});
