import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../ui";
import { copyLink, shareLink } from "./share-link";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("without a link", () => {
  it("copies nothing and says so", async () => {
    const error = vi.spyOn(notify, "error");
    const writeText = vi.fn();
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await copyLink("");
    expect(writeText).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("لینکی برای کپی وجود ندارد");
  });

  it("shares nothing and says so", async () => {
    const error = vi.spyOn(notify, "error");
    const share = vi.fn();
    vi.stubGlobal("navigator", { share });
    await shareLink("");
    expect(share).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("لینکی برای کپی وجود ندارد");
  });
});
