import { act, waitFor, cleanup, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
  await seedSection();
});

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

const banner = () => screen.getByRole("status");

/** From the word step of the noun to its gender step, with a right sorting answer. */
async function toGender(user: UserEvent) {
  renderStudy(`${PATH}/n1`);
  await user.click(await mainButton("weiter"));
  await spellByTapping(user, "Mädchen");
  await user.click(await mainButton("Überprüfung"));
  await user.click(await mainButton("weiter"));
}

/** From the word step of the verb to its input step. */
async function toVerbInput(user: UserEvent) {
  renderStudy(`${PATH}/v1`);
  await user.click(await mainButton("weiter"));
  await spellByTapping(user, "gehen");
  await user.click(await mainButton("Überprüfung"));
  await user.click(await mainButton("weiter"));
}

describe("sorting answers", () => {
  it("builds the word by tapping, returns a tile when its answer tile is tapped, and says right", async () => {
    const user = userEvent.setup();
    renderStudy(`${PATH}/v1`);
    await user.click(await mainButton("weiter"));
    const answer = await screen.findByRole("group", { name: "پاسخ شما" });
    expect(answer.getAttribute("dir")).toBe("ltr");
    await spellByTapping(user, "geh");
    expect(answer.textContent).toBe("geh");
    await user.click(within(answer).getByRole("button", { name: "h" }));
    expect(answer.textContent).toBe("ge");
    expect(((await mainButton("Überprüfung")) as HTMLButtonElement).disabled).toBe(true);
    await spellByTapping(user, "hen");
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("right");
    expect(banner().textContent).toContain("درست است!");
  });

  it("says wrong in red and shows the correct word", async () => {
    const user = userEvent.setup();
    renderStudy(`${PATH}/n1`);
    await user.click(await mainButton("weiter"));
    await tapAllInShownOrder(user); // the shuffle is never the word itself
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("wrong");
    expect(banner().textContent).toContain("درست نیست");
    expect(within(banner()).getByText("Mädchen").getAttribute("lang")).toBe("de");
  });
});

describe("gender answers", () => {
  it("fills the field from the der / die / das buttons, in their colours", async () => {
    const user = userEvent.setup();
    await toGender(user);
    const field = screen.getByLabelText("آرتیکل") as HTMLInputElement;
    expect(field.maxLength).toBe(3);
    expect(field.getAttribute("dir")).toBe("ltr");
    expect(field.getAttribute("autocapitalize")).toBe("none");
    for (const [article, colour] of [
      ["der", "bg-der"],
      ["die", "bg-die"],
      ["das", "bg-das"],
    ] as const) {
      const button = screen.getByRole("button", { name: article });
      expect(button.className).toContain(colour);
      await user.click(button);
      expect(field.value).toBe(article);
      expect(button.getAttribute("aria-pressed")).toBe("true");
    }
  });

  it("keeps at most three characters and says wrong with the correct article in its colour", async () => {
    const user = userEvent.setup();
    await toGender(user);
    const field = screen.getByLabelText("آرتیکل") as HTMLInputElement;
    await user.type(field, "dieser");
    expect(field.value).toBe("die");
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("wrong");
    const article = banner().querySelector("[data-article]");
    expect(article?.textContent).toBe("das");
    expect(article?.className).toContain("text-das");
  });

  it("accepts a typed article whatever its case", async () => {
    const user = userEvent.setup();
    await toGender(user);
    await user.type(screen.getByLabelText("آرتیکل"), "Das");
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("right");
  });
});

describe("input answers", () => {
  it("sets up the field for German typing", async () => {
    const user = userEvent.setup();
    await toVerbInput(user);
    const field = screen.getByLabelText("واژه به آلمانی");
    expect(field.getAttribute("dir")).toBe("ltr");
    expect(field.getAttribute("lang")).toBe("de");
    expect(field.getAttribute("autocapitalize")).toBe("none");
    expect(field.getAttribute("autocorrect")).toBe("off");
    expect(field.getAttribute("spellcheck")).toBe("false");
    expect(((await mainButton("Überprüfung")) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says a missing umlaut kindly, highlights it, and does not count it as correct", async () => {
    const user = userEvent.setup();
    await toGender(user);
    await user.click(screen.getByRole("button", { name: "das" }));
    await user.click(await mainButton("Überprüfung"));
    await user.click(await mainButton("weiter"));
    await user.type(screen.getByLabelText("واژه به آلمانی"), "Madchen");
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("almost");
    expect(banner().textContent).toContain("تقریباً درست! به نقطه‌های روی حروف (Umlaut) دقت کنید");
    expect(banner().textContent).not.toContain("درست است!");
    expect([...banner().querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["ä"]);
  });

  it("has ä ö ü ß keys that type at the caret, keep the focus there and do not submit", async () => {
    const user = userEvent.setup();
    await toGender(user);
    await user.click(screen.getByRole("button", { name: "das" }));
    await user.click(await mainButton("Überprüfung"));
    await user.click(await mainButton("weiter"));
    const field = screen.getByLabelText<HTMLInputElement>("واژه به آلمانی");
    await user.type(field, "Mdchen");
    field.setSelectionRange(1, 1);
    const keys = screen.getByRole("group", { name: "حرف‌های ویژهٔ آلمانی" });
    expect(
      within(keys)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["ä", "ö", "ü", "ß"]);

    await user.click(within(keys).getByRole("button", { name: "نوشتن ä" }));
    expect(field.value).toBe("Mädchen");
    await waitFor(() => expect(field.selectionStart).toBe(2));
    expect(document.activeElement).toBe(field);
    expect(document.querySelector("form")?.getAttribute("data-step")).toBe("input");

    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("right");
  });

  it("says a wrong capital kindly", async () => {
    const user = userEvent.setup();
    await toVerbInput(user);
    await user.type(screen.getByLabelText("واژه به آلمانی"), "Gehen");
    await user.click(await mainButton("Überprüfung"));
    expect(banner().getAttribute("data-tone")).toBe("almost");
    expect(banner().textContent).toContain("تقریباً درست! به حروف بزرگ و کوچک دقت کنید");
    expect([...banner().querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["g"]);
  });

  it("says wrong in red with the correct word, and submits with Enter", async () => {
    const user = userEvent.setup();
    await toVerbInput(user);
    await user.type(screen.getByLabelText("واژه به آلمانی"), "laufen{Enter}");
    expect(banner().getAttribute("data-tone")).toBe("wrong");
    expect(banner().textContent).toContain("درست نیست");
    expect(banner().textContent).toContain("laufen");
    expect(within(banner()).getByText("gehen")).toBeTruthy();
    expect(await mainButton("weiter")).toBeTruthy();
  });
});
