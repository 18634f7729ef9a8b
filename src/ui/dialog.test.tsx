import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

afterEach(cleanup);

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <div id="page">
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="درس قفل است"
        actions={
          <>
            <button type="button">buy</button>
            <button type="button" onClick={() => setOpen(false)}>
              cancel
            </button>
          </>
        }
      >
        <p>text</p>
        {nested && (
          <>
            <button type="button" onClick={() => setInnerOpen(true)}>
              inner
            </button>
            <Dialog open={innerOpen} onClose={() => setInnerOpen(false)} title="inner dialog">
              <button type="button">inner ok</button>
            </Dialog>
          </>
        )}
      </Dialog>
    </div>
  );
}

async function openDialog(nested = false) {
  const user = userEvent.setup();
  render(<Harness nested={nested} />);
  const opener = screen.getByRole("button", { name: "open" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "درس قفل است" }) };
}

describe("Dialog", () => {
  it("is a modal dialog named by its title, and the focus moves in", async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "بستن" }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("traps Tab and Shift+Tab inside", async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole("button", { name: "بستن" });
    const buy = screen.getByRole("button", { name: "buy" });
    const cancel = screen.getByRole("button", { name: "cancel" });
    await user.tab();
    expect(document.activeElement).toBe(buy);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("makes the rest of the page inert while open", async () => {
    await openDialog();
    expect(document.getElementById("page")?.closest("[inert]")).not.toBeNull();
  });

  it("closes on Escape and gives the focus back to the opener", async () => {
    const { user, opener } = await openDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("closes with the close button and returns focus", async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole("button", { name: "بستن" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click but not on a click inside", async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText("text"));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    const backdrop = dialog.closest<HTMLElement>("[data-modal-layer]");
    if (!backdrop) throw new Error("no backdrop");
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets a nested dialog handle Escape first", async () => {
    const { user } = await openDialog(true);
    const innerOpener = screen.getByRole("button", { name: "inner" });
    await user.click(innerOpener);
    expect(screen.getByRole("dialog", { name: "inner dialog" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "inner dialog" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "درس قفل است" })).toBeTruthy();
    expect(document.activeElement).toBe(innerOpener);
  });
});
