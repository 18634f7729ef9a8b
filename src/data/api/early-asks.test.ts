import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWERS_HELD_KEY, EARLY_ASKS_GLOBAL } from "./early-ask-keys";
import {
  dropEarlyAsks,
  type EarlyAsk,
  earlyAnswerInHand,
  forgetAnswersHeld,
  markAnswersHeld,
  takeEarlyAsk,
} from "./early-asks";
import { fetchAnswer } from "./fetch-answer";
import { onDeadToken } from "../session/dead-token";
import { fakeToken } from "../test-support/fake-token";

const URL_OF_COURSES = "/api/courses/courses?order_by=order&order=asc";

/** A token of learner `sub` (the session check renews it with another `jti`). */
const jwt = (sub: string, jti: string) => fakeToken({ sub, jti });
const page = globalThis as Record<string, unknown>;

/** Leaves asks on the page's global as the preload script does; each with its abort spied on. */
function leave(asks: Record<string, { token: string; body?: unknown }>): Record<string, EarlyAsk> {
  const table: Record<string, EarlyAsk> = {};
  for (const [url, { token, body }] of Object.entries(asks)) {
    table[url] = {
      token,
      response: Promise.resolve(new Response(JSON.stringify(body ?? []), { headers: { etag: '"e1"' } })),
      abort: vi.fn(),
    };
  }
  page[EARLY_ASKS_GLOBAL] = { ...table };
  return table;
}

afterEach(() => {
  dropEarlyAsks();
  Reflect.deleteProperty(page, EARLY_ASKS_GLOBAL);
  localStorage.clear();
  forgetAnswersHeld();
  vi.unstubAllGlobals();
});

describe("taking an early ask (decision 043)", () => {
  it("gives it once, for the same URL and token with no If-None-Match", () => {
    const left = leave({ [URL_OF_COURSES]: { token: "t1" } });
    expect(takeEarlyAsk("/api/courses/courses", "t1", null)).toBeNull();
    expect(takeEarlyAsk(URL_OF_COURSES, "t1", null)).toBe(left[URL_OF_COURSES]);
    expect(takeEarlyAsk(URL_OF_COURSES, "t1", null)).toBeNull();
    expect(left[URL_OF_COURSES]?.abort).not.toHaveBeenCalled();
  });

  it("ends and gives none that was sent with another token or is asked with a tag", () => {
    const left = leave({ a: { token: "t1" }, b: { token: "t1" } });
    expect(takeEarlyAsk("a", "t2", null)).toBeNull();
    expect(left.a?.abort).toHaveBeenCalledOnce();
    expect(takeEarlyAsk("b", "t1", '"tag"')).toBeNull();
    expect(left.b?.abort).toHaveBeenCalledOnce();
  });

  it("gives one sent with the learner's token before the session check renewed it, not another learner's", () => {
    const sent = jwt("u1", "j1");
    const left = leave({ a: { token: sent }, b: { token: sent } });
    expect(takeEarlyAsk("a", jwt("u1", "j2"), null)).toBe(left.a);
    expect(takeEarlyAsk("b", jwt("u2", "j3"), null)).toBeNull();
    expect(left.b?.abort).toHaveBeenCalledOnce();
    leave({ c: { token: sent } });
    expect(takeEarlyAsk("c", null, null)).toBeNull();
  });

  it("ignores what is not an ask on the page's global", () => {
    page[EARLY_ASKS_GLOBAL] = { a: { token: "t1" }, b: "x" };
    expect(takeEarlyAsk("a", "t1", null)).toBeNull();
    expect(takeEarlyAsk("b", "t1", null)).toBeNull();
    page[EARLY_ASKS_GLOBAL] = "not a table";
    expect(takeEarlyAsk("a", "t1", null)).toBeNull();
    expect(() => dropEarlyAsks()).not.toThrow();
  });

  it("ends every ask left when dropped", () => {
    const left = leave({ a: { token: "t1" }, b: { token: "t1" } });
    expect(takeEarlyAsk("a", "t1", null)).not.toBeNull();
    dropEarlyAsks();
    expect(left.a?.abort).not.toHaveBeenCalled();
    expect(left.b?.abort).toHaveBeenCalledOnce();
    expect(page[EARLY_ASKS_GLOBAL]).toBeUndefined();
  });

  it("notes in storage whether the device holds answers", () => {
    markAnswersHeld();
    expect(localStorage.getItem(ANSWERS_HELD_KEY)).toBe("1");
    forgetAnswersHeld();
    expect(localStorage.getItem(ANSWERS_HELD_KEY)).toBeNull();
    markAnswersHeld();
    expect(localStorage.getItem(ANSWERS_HELD_KEY)).toBe("1");
  });
});

describe("fetchAnswer with an early ask", () => {
  it("answers from it without a request of its own, checked as any answer", async () => {
    localStorage.setItem("token", "t1");
    const course = { id: "a1", name: "A1", image_link: null };
    leave({ [URL_OF_COURSES]: { token: "t1", body: { data: [course] } } });
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const answer = await fetchAnswer("courses", { query: { order_by: "order", order: "asc" } });
    expect(answer).toEqual({ changed: true, data: { data: [course] }, etag: '"e1"' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends its own request when the early one is not its request", async () => {
    localStorage.setItem("token", "t2");
    const left = leave({ [URL_OF_COURSES]: { token: "t1", body: { data: [] } } });
    const fetch = vi.fn(() => Promise.resolve(new Response('{"data":[]}')));
    vi.stubGlobal("fetch", fetch);
    await fetchAnswer("courses", { query: { order_by: "order", order: "asc" } });
    expect(fetch).toHaveBeenCalledOnce();
    expect(left[URL_OF_COURSES]?.abort).toHaveBeenCalledOnce();
  });

  it("reports the token the early one went with when it was refused (401), not the renewed one", async () => {
    const sent = jwt("u1", "j1");
    localStorage.setItem("token", jwt("u1", "j2"));
    vi.stubGlobal("fetch", vi.fn());
    const dead = vi.fn();
    const stop = onDeadToken(dead);
    page[EARLY_ASKS_GLOBAL] = {
      [URL_OF_COURSES]: {
        token: sent,
        response: Promise.resolve(new Response("{}", { status: 401 })),
        abort: vi.fn(),
      },
    };
    try {
      await expect(
        fetchAnswer("courses", { query: { order_by: "order", order: "asc" } }),
      ).rejects.toMatchObject({
        status: 401,
      });
      expect(dead.mock.calls).toEqual([[sent]]);
    } finally {
      stop();
    }
  });

  it("fails as offline when the early one failed, and ends it at its own timeout", async () => {
    localStorage.setItem("token", "t1");
    vi.stubGlobal("fetch", vi.fn());
    page[EARLY_ASKS_GLOBAL] = {
      [URL_OF_COURSES]: { token: "t1", response: Promise.reject(new TypeError("Failed")), abort: vi.fn() },
    };
    await expect(
      fetchAnswer("courses", { query: { order_by: "order", order: "asc" } }),
    ).rejects.toMatchObject({
      code: "offline",
    });
    vi.useFakeTimers();
    try {
      const abort = vi.fn();
      page[EARLY_ASKS_GLOBAL] = {
        [URL_OF_COURSES]: { token: "t1", response: new Promise<never>(() => undefined), abort },
      };
      void fetchAnswer("courses", { query: { order_by: "order", order: "asc" }, timeout: 1_000 }).catch(
        () => undefined,
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(abort).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(abort).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an early answer in hand for a screen (decision 048)", () => {
  const ORDERED = { order_by: "order", order: "asc" };
  const body = { data: [{ id: "a1", name: "A1", image_link: null }] };

  it("gives its body before the sync takes the ask, and the sync still reads the answer whole", async () => {
    localStorage.setItem("token", "t1");
    leave({ [URL_OF_COURSES]: { token: "t1", body } });
    vi.stubGlobal("fetch", vi.fn());
    const inHand = earlyAnswerInHand(URL_OF_COURSES, "t1");
    expect(await inHand).toEqual(body);
    expect(await fetchAnswer("courses", { query: ORDERED })).toEqual({
      changed: true,
      data: body,
      etag: '"e1"',
    });
    expect(earlyAnswerInHand(URL_OF_COURSES, "t1")).toBe(inHand);
  });

  it("gives its body after the sync took the ask and read it", async () => {
    localStorage.setItem("token", "t1");
    leave({ [URL_OF_COURSES]: { token: "t1", body } });
    vi.stubGlobal("fetch", vi.fn());
    expect(await fetchAnswer("courses", { query: ORDERED })).toMatchObject({ changed: true, data: body });
    expect(await earlyAnswerInHand(URL_OF_COURSES, "t1")).toEqual(body);
  });

  it("gives none to another learner, for an ask the sync refused, or once the first sync run has ended", () => {
    leave({ a: { token: jwt("u1", "j1"), body }, b: { token: "t1", body }, c: { token: "t1", body } });
    expect(earlyAnswerInHand("a", jwt("u2", "j2"))).toBeNull();
    expect(earlyAnswerInHand("a", jwt("u1", "j3"))).not.toBeNull(); // the same learner, renewed
    expect(earlyAnswerInHand("nowhere", "t1")).toBeNull();
    expect(takeEarlyAsk("b", "t1", '"tag"')).toBeNull();
    expect(earlyAnswerInHand("b", "t1")).toBeNull();
    expect(earlyAnswerInHand("c", "t1")).not.toBeNull();
    dropEarlyAsks();
    expect(earlyAnswerInHand("a", jwt("u1", "j1"))).toBeNull();
    expect(earlyAnswerInHand("c", "t1")).toBeNull();
  });

  it("gives null for an answer that failed, is not a 2xx or is not JSON", async () => {
    const ask = (response: Promise<Response>) => ({ token: "t1", response, abort: vi.fn() });
    const failed = Promise.reject(new TypeError("Failed"));
    failed.catch(() => undefined);
    page[EARLY_ASKS_GLOBAL] = {
      failed: ask(failed),
      refused: ask(Promise.resolve(new Response('{"messages":{"error":"x"}}', { status: 404 }))),
      garbled: ask(Promise.resolve(new Response("<html>"))),
    };
    expect(await earlyAnswerInHand("failed", "t1")).toBeNull();
    expect(await earlyAnswerInHand("refused", "t1")).toBeNull();
    expect(await earlyAnswerInHand("garbled", "t1")).toBeNull();
  });
});
