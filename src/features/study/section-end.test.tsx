import { screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db/db";
import { dismissToasts } from "../../shared/test-support/render-routes";
import {
  clearDb,
  mainButton,
  PATH,
  renderStudy,
  seedSection,
  spellByTapping,
  tapAllInShownOrder,
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
  await db.meta.clear();
});
afterEach(() => {
  dismissToasts();
  vi.unstubAllGlobals();
});

async function studyNoun(user: UserEvent, right: boolean) {
  await user.click(await mainButton("weiter"));
  if (right) await spellByTapping(user, "Mädchen");
  else await tapAllInShownOrder(user);
  await user.click(await mainButton("Überprüfung"));
  await user.click(await mainButton("weiter"));
  await user.type(screen.getByLabelText("آرتیکل"), right ? "das" : "der");
  await user.click(await mainButton("Überprüfung"));
  await user.click(await mainButton("weiter"));
  await user.type(screen.getByLabelText("واژه به آلمانی"), right ? "Mädchen" : "Madchen");
  await user.click(await mainButton("Überprüfung"));
  await user.click(await mainButton("weiter"));
}

describe("the end of a section", () => {
  it("lists the missed words, asks them again, then goes on to the exam", { timeout: 60_000 }, async () => {
    await seedSection({ exam: true });
    const user = userEvent.setup();
    const router = renderStudy(`${PATH}/n1`);
    await studyNoun(user, false);
    // The verb, rightly.
    expect(await screen.findByText("واژهٔ ۲ از ۳")).toBeTruthy();
    await user.click(await mainButton("weiter"));
    await spellByTapping(user, "gehen");
    await user.click(await mainButton("Überprüfung"));
    await user.click(await mainButton("weiter"));
    await user.type(screen.getByLabelText("واژه به آلمانی"), "gehen");
    await user.click(await mainButton("Überprüfung"));
    await user.click(await mainButton("weiter"));

    expect(await screen.findByRole("heading", { name: "پایان بخش" })).toBeTruthy();
    expect(screen.getByText("۳ واژه مطالعه شد")).toBeTruthy();
    const missed = screen.getByRole("heading", { name: "واژه‌هایی که اشتباه شد" })
      .parentElement as HTMLElement;
    expect([...missed.querySelectorAll("li bdi")].map((b) => b.textContent)).toEqual(["Mädchen"]);

    await user.click(screen.getByRole("link", { name: "دوباره پرسیدن واژه‌های اشتباه" }));
    expect(router.state.location.pathname).toBe(`${PATH}/n1`);
    await studyNoun(user, true);
    expect(await screen.findByText("همهٔ واژه‌ها را درست پاسخ دادید.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "دوباره پرسیدن واژه‌های اشتباه" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "رفتن به آزمون" }));
    await screen.findByText("exam start page");
  });
});
