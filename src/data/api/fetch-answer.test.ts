import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAnswer } from "./fetch-answer";
import { yieldToMain } from "./yield-to-main";

vi.mock("./yield-to-main", () => ({ yieldToMain: vi.fn(() => Promise.resolve()) }));

const posts = (count: number) => ({
  data: Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    title: `عنوان ${i}`,
    image_link: null,
    summary: "خلاصه‌ای از نوشته برای فهرست نوشته‌ها",
  })),
});

function answerWith(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(yieldToMain).mockClear();
});

describe("fetchAnswer on a long answer", () => {
  it("gives the main thread back before parsing, before checking and before the merge", async () => {
    answerWith(posts(400));
    const answer = await fetchAnswer("blogPosts");
    expect(answer.changed && answer.data.data.length).toBe(400);
    expect(yieldToMain).toHaveBeenCalledTimes(3);
  });

  it("does a short answer in one go", async () => {
    answerWith(posts(2));
    const answer = await fetchAnswer("blogPosts");
    expect(answer.changed && answer.data.data.length).toBe(2);
    expect(yieldToMain).not.toHaveBeenCalled();
  });
});
