import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NOUN } from "../../data/test-support/word-rows";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";
import { BookmarkToggle } from "./bookmark-toggle";
import { USER } from "./study-test-support";

// The device has not answered yet whether the word is saved (on a new device the card can come
// first, from the answers in hand: decision 048).
vi.mock("../../data/bookmarks/bookmark-queries", () => ({ useBookmarkOfWord: () => undefined }));
vi.mock("../../data/session/use-session", () => ({
  useSession: () => ({ status: "signed-in", user: USER, offline: false }),
}));

describe("the bookmark toggle before the device answers", () => {
  it("holds the button's place (the card below does not move when it comes), and offers nothing to press", () => {
    const { container } = render(
      <SignedInFrame sync={testUserSync()}>
        <BookmarkToggle word={NOUN} />
      </SignedInFrame>,
    );
    const held = container.querySelector("[data-bookmark-pending]");
    expect(held?.getAttribute("aria-hidden")).toBe("true");
    expect(held?.className).toContain("size-11");
    expect(container.querySelector("button")).toBeNull();
  });
});
