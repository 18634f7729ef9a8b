import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { BottomSheet } from "./bottom-sheet";

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        menu
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="منو">
        <nav>
          <a href="/subscription">buy</a>
          <a href="/invite">invite</a>
        </nav>
      </BottomSheet>
    </>
  );
}

async function openSheet() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "menu" });
  await user.click(opener);
  return { user, opener, sheet: screen.getByRole("dialog", { name: "منو" }) };
}

describe("BottomSheet", () => {
  it("opens as a modal named by its title, focus on the first link", async () => {
    const { sheet } = await openSheet();
    expect(sheet.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "buy" }));
  });

  it("keeps Tab inside, the close button last", async () => {
    const { user } = await openSheet();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "invite" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "بستن" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "buy" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "بستن" }));
  });

  it("closes on Escape and on the backdrop, returning focus", async () => {
    const { user, opener, sheet } = await openSheet();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const backdrop = screen.getByRole("dialog").closest<HTMLElement>("[data-modal-layer]");
    expect(sheet.isConnected).toBe(false);
    if (!backdrop) throw new Error("no backdrop");
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
