import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import {
  clearDb,
  mainButton,
  PATH,
  renderStudy,
  seedSection,
  spellByTapping,
  USER,
} from "./study-test-support";

vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: USER, offline: false }),
}));

beforeEach(async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  await clearDb();
});

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

const steps = () => document.querySelector("form[data-step]")?.getAttribute("data-step");

describe("word study, all the way through a section", () => {
  it("takes the noun through all seven steps, the verb without gender, then opens the exam", async () => {
    await seedSection({ exam: true });
    const user = userEvent.setup();
    const router = renderStudy(PATH);

    // Without a word id: the first word not yet completed.
    const heading = await screen.findByRole("heading", { level: 2, name: "das Mädchen" });
    expect(router.state.location.pathname).toBe(`${PATH}/n1`);
    expect(heading.getAttribute("dir")).toBe("ltr");
    expect(heading.getAttribute("lang")).toBe("de");
    expect(within(heading).getByText("das").className).toContain("text-das");
    expect(screen.getByText("واژهٔ ۱ از ۳")).toBeTruthy();
    expect(screen.getByText("مرحلهٔ ۱ از ۷")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /واژهٔ قبلی/ })).toBeNull();

    // word → sorting
    await user.click(await mainButton("weiter"));
    expect(steps()).toBe("sorting");
    const check = await mainButton("Überprüfung");
    expect((check as HTMLButtonElement).disabled).toBe(true);
    await spellByTapping(user, "Mädchen");
    expect(within(screen.getByRole("group", { name: "پاسخ شما" })).getAllByRole("button")).toHaveLength(7);
    expect((check as HTMLButtonElement).disabled).toBe(false);
    await user.click(check);

    // sortingComplete → gender
    expect(steps()).toBe("sortingComplete");
    expect(screen.getByRole("status").textContent).toContain("درست است!");
    await user.click(await mainButton("weiter"));
    expect(steps()).toBe("gender");
    expect(((await mainButton("Überprüfung")) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "das" }));
    expect((screen.getByLabelText("آرتیکل") as HTMLInputElement).value).toBe("das");
    await user.click(await mainButton("Überprüfung"));

    // genderComplete → input
    expect(steps()).toBe("genderComplete");
    expect(screen.getByText("درست است!")).toBeTruthy();
    await user.click(await mainButton("weiter"));
    expect(steps()).toBe("input");
    await user.type(screen.getByLabelText("واژه به آلمانی"), "Mädchen");
    await user.click(await mainButton("Überprüfung"));

    // inputComplete → the word is done, the next word opens
    expect(steps()).toBe("inputComplete");
    expect(screen.getByText("درست است!")).toBeTruthy();
    await user.click(await mainButton("weiter"));
    await screen.findByRole("heading", { level: 2, name: "gehen" });
    expect(router.state.location.pathname).toBe(`${PATH}/v1`);

    const noun = await db.words.get("n1");
    expect(noun?.is_completed).toBe(true);
    expect(noun?.pending).toBe(1);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      method: "POST",
      url: "/api/course/status/complete_section",
      body: { course_id: "c1", lesson_id: "l1", section_id: "s1", word_id: "n1" },
      subject: "word:n1",
      user_id: "u1",
      state: "waiting",
    });
    expect((await db.sections.get("s1"))?.done_word_count).toBe(1);

    // The verb: word, sorting, sortingComplete, then straight to input (no gender).
    expect(screen.getByText("واژهٔ ۲ از ۳")).toBeTruthy();
    expect(screen.getByText("مرحلهٔ ۱ از ۵")).toBeTruthy();
    expect(screen.getByRole("link", { name: /واژهٔ قبلی/ }).getAttribute("href")).toBe(`${PATH}/n1`);
    await user.click(await mainButton("weiter"));
    await spellByTapping(user, "gehen");
    await user.click(await mainButton("Überprüfung"));
    expect(screen.getByText("درست است!")).toBeTruthy();
    await user.click(await mainButton("weiter"));
    expect(steps()).toBe("input");
    expect(screen.queryByLabelText("آرتیکل")).toBeNull();
    await user.type(screen.getByLabelText("واژه به آلمانی"), "gehen");
    await user.click(await mainButton("Überprüfung"));
    await user.click(await mainButton("weiter"));

    // The last word has no German: it is completed at once; the section's summary, then its exam.
    expect(await screen.findByRole("heading", { name: "پایان بخش" })).toBeTruthy();
    expect(screen.getByText("۳ واژه مطالعه شد")).toBeTruthy();
    expect(screen.getByText("همهٔ واژه‌ها را درست پاسخ دادید.")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "رفتن به آزمون" }));
    await screen.findByText("exam start page");
    expect(router.state.location.pathname).toBe("/exam/c1/l1/s1/e1/start");
    expect((await db.words.get("v1"))?.is_completed).toBe(true);
    expect((await db.words.get("x1"))?.is_completed).toBe(true);
    expect(await db.outbox.count()).toBe(3);
    expect((await db.sections.get("s1"))?.is_completed).toBe(true);
  });

  it("completes a word with no German at once and, after the last word, opens the lesson when there is no exam", async () => {
    await seedSection({ exam: false });
    const router = renderStudy(`${PATH}/x1`);
    await userEvent.click(await screen.findByRole("link", { name: "بازگشت به درس" }));
    await screen.findByText("lesson page");
    expect(router.state.location.pathname).toBe("/lesson/c1/l1");
    await waitFor(async () => expect((await db.words.get("x1"))?.is_completed).toBe(true));
    expect((await db.outbox.toArray()).map((e) => e.subject)).toEqual(["word:x1"]);
  });

  it("opens the first word when every word is already completed", async () => {
    await seedSection();
    await db.words.toCollection().modify({ is_completed: true });
    const router = renderStudy(PATH);
    await screen.findByRole("heading", { level: 2, name: "das Mädchen" });
    expect(router.state.location.pathname).toBe(`${PATH}/n1`);
  });

  it("skips completed words when it opens the section", async () => {
    await seedSection();
    await db.words.update("n1", { is_completed: true });
    const router = renderStudy(PATH);
    await screen.findByRole("heading", { level: 2, name: "gehen" });
    expect(router.state.location.pathname).toBe(`${PATH}/v1`);
  });
});
