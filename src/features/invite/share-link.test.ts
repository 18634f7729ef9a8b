import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../ui/toasts";
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

describe("sharing where there is no share sheet", () => {
  it("copies the link instead and says it was copied", async () => {
    const success = vi.spyOn(notify, "success");
    const warning = vi.spyOn(notify, "warning");
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await shareLink("https://vajeh.example/v1/auth/signup/mobile?invite=abc");
    expect(writeText).toHaveBeenCalledWith("https://vajeh.example/v1/auth/signup/mobile?invite=abc");
    expect(success).toHaveBeenCalledWith("لینک کپی شد");
    expect(warning).not.toHaveBeenCalled();
  });
});
