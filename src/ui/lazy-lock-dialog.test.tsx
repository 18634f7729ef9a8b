import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LockReason } from "../domain/locks";
import { fa } from "../i18n/fa";
import { LazyLockDialog } from "./lazy-lock-dialog";

afterEach(cleanup);

/** A list item that opens the dialog when tapped, as the course and lesson pages have. */
function LockedItem({ reason }: { reason: LockReason }) {
  const [shown, setShown] = useState<LockReason | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown(reason)}>
        درس قفل
      </button>
      <LazyLockDialog kind="lesson" reason={shown} onClose={() => setShown(null)} />
    </>
  );
}

function renderItem(reason: LockReason) {
  const router = createMemoryRouter([{ path: "/", element: <LockedItem reason={reason} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("the lock dialog loaded on demand", () => {
  it("opens with its text when a locked item is tapped, and closes", async () => {
    const user = userEvent.setup();
    renderItem("not-purchased");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "درس قفل" }));
    const dialog = await screen.findByRole("dialog", { name: fa.notPurchasedTitle });
    expect(dialog.textContent).toContain(fa.notPurchasedText);
    await user.click(screen.getAllByRole("button", { name: fa.close }).at(-1) as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says a lesson is locked until the one before it is done", async () => {
    const user = userEvent.setup();
    renderItem("not-completed");
    await user.click(screen.getByRole("button", { name: "درس قفل" }));
    expect(await screen.findByRole("dialog", { name: fa.lessonLockedTitle })).toBeTruthy();
  });
});
