import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWordAudio, speakWithDevice } from "../../data/learning/word-audio";
import { NOUN, VERB } from "../../data/test-support/word-rows";
import { WordCard } from "./word-card";

vi.mock("../../data/learning/word-audio", () => ({
  loadWordAudio: vi.fn(async () => null),
  speakWithDevice: vi.fn(() => true),
}));

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.mocked(loadWordAudio).mockReset().mockResolvedValue(null);
  vi.mocked(speakWithDevice).mockReset().mockReturnValue(true);
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("WordCard", () => {
  it("shows the noun with its article in its colour, IPA, meaning, plural, synonym and image", () => {
    render(<WordCard word={NOUN} />);
    const heading = screen.getByRole("heading", { level: 2, name: "das Mädchen" });
    expect(heading.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("das").className).toContain("text-das");
    expect(screen.getByText("/ˈmɛːtçən/")).toBeTruthy();
    expect(screen.getByText("دختر")).toBeTruthy();
    expect(screen.getByText("die Mädchen").getAttribute("lang")).toBe("de");
    expect(screen.getByText("Girl")).toBeTruthy();
    expect(screen.getByRole("img", { name: "دختر" }).getAttribute("src")).toBe(NOUN.image_link);
  });

  it("writes the example in German left to right and in Persian right to left", () => {
    render(<WordCard word={NOUN} />);
    const german = screen.getByText("Das Mädchen liest.");
    expect(german.getAttribute("dir")).toBe("ltr");
    expect(german.getAttribute("lang")).toBe("de");
    expect(screen.getByText("دختر می‌خواند.").getAttribute("dir")).toBe("rtl");
  });

  it("shows no article, image, plural or synonym when the word has none", () => {
    render(<WordCard word={VERB} />);
    expect(screen.getByRole("heading", { level: 2, name: "gehen" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText("جمع")).toBeNull();
    expect(screen.queryByText("مترادف")).toBeNull();
  });

  it("shows the word's usage note under its own heading, and nothing when the word has none", () => {
    const note = "«Jacke» کاپشن یا کت است، نه ژاکت.";
    render(<WordCard word={{ ...NOUN, note }} />);
    const aside = screen.getByRole("complementary", { name: "نکته" });
    expect(aside.textContent).toContain(note);
    cleanup();
    render(<WordCard word={{ ...NOUN, note: null }} />);
    expect(screen.queryByRole("complementary", { name: "نکته" })).toBeNull();
  });

  it("renders the bookmark slot when given", () => {
    render(<WordCard word={NOUN} bookmarkSlot={<button type="button">نشانه</button>} />);
    expect(screen.getByRole("button", { name: "نشانه" })).toBeTruthy();
  });

  it("plays the recorded word audio, shows it playing until it ends", async () => {
    vi.mocked(loadWordAudio).mockResolvedValue("blob:word");
    render(<WordCard word={NOUN} />);
    const button = screen.getByRole("button", { name: "شنیدن واژه" });
    await userEvent.setup().click(button);
    expect(loadWordAudio).toHaveBeenCalledWith("n1", "translation.german");
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(button.getAttribute("data-playing")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("در حال پخش…");
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.src).toBe("blob:word");
    act(() => {
      fireEvent(audio, new Event("ended"));
    });
    expect(button.getAttribute("data-playing")).toBeNull();
    expect(speakWithDevice).not.toHaveBeenCalled();
  });

  it("falls back to the device's German voice when there is no recording", async () => {
    render(<WordCard word={NOUN} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "شنیدن جمله" }));
    expect(loadWordAudio).toHaveBeenCalledWith("n1", "example.german");
    await waitFor(() => expect(speakWithDevice).toHaveBeenCalledWith("Das Mädchen liest."));
    expect(play).not.toHaveBeenCalled();
  });

  it("falls back to the device's voice when the recording will not play", async () => {
    vi.mocked(loadWordAudio).mockResolvedValue("blob:word");
    play.mockRejectedValue(new Error("NotAllowedError"));
    render(<WordCard word={NOUN} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "شنیدن واژه" }));
    await waitFor(() => expect(speakWithDevice).toHaveBeenCalledWith("Mädchen"));
  });
});
