import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRADES } from "./grading";
import {
  afterAnswer,
  AGAIN_GAP,
  buildQueue,
  interleave,
  isDue,
  newCardsLeft,
  type QueueCard,
  SIBLING_GAP,
  spreadSiblings,
  wordOf,
} from "./session-queue";
import { answerCard, newCardState, reviewScheduler } from "./scheduler";

const NOW = Date.parse("2026-11-12T08:00:00Z");
const END = Date.parse("2026-11-13T00:30:00Z");
const DAY = 86_400_000;
const scheduler = reviewScheduler();
const reviewed = (due: number) => ({
  ...answerCard(scheduler, newCardState(NOW - 30 * DAY), GRADES.easy, NOW - 30 * DAY),
  due,
});

describe("the session's queue", () => {
  it("asks every due review, most overdue first, and only the new cards the daily limit leaves", () => {
    const cards: QueueCard[] = [
      { cardId: "r-late", state: reviewed(NOW - DAY), addedAt: 0 },
      { cardId: "r-tonight", state: reviewed(END - 1), addedAt: 0 },
      { cardId: "r-tomorrow", state: reviewed(END + 1), addedAt: 0 },
      { cardId: "n2", state: null, addedAt: 2 },
      { cardId: "n1", state: null, addedAt: 1 },
      { cardId: "n3", state: null, addedAt: 3 },
    ];
    expect(buildQueue(cards, NOW, END, newCardsLeft(20, 18))).toEqual(["r-late", "n1", "r-tonight", "n2"]);
    expect(buildQueue(cards, NOW, END, 0)).toEqual(["r-late", "r-tonight"]);
  });

  it("a learning step is due by the minute, a review by the end of the day", () => {
    const learning = answerCard(scheduler, newCardState(NOW), GRADES.good, NOW);
    expect(isDue(learning, NOW, END)).toBe(false);
    expect(isDue(learning, learning.due, END)).toBe(true);
    expect(isDue(reviewed(END - 1), NOW, END)).toBe(true);
  });

  it("spreads new cards through the reviews", () => {
    expect(interleave(["a", "b", "c", "d"], ["x", "y"])).toEqual(["a", "b", "x", "c", "d", "y"]);
    expect(interleave([], ["x"])).toEqual(["x"]);
    expect(newCardsLeft(20, 25)).toBe(0);
  });

  it("a wrong answer comes back a few cards later; a right one leaves the session", () => {
    const queue = ["w", "a", "b", "c", "d", "e"];
    const wrong = answerCard(scheduler, newCardState(NOW), GRADES.again, NOW);
    expect(AGAIN_GAP).toBe(4);
    expect(afterAnswer(queue, wrong, END)).toEqual(["a", "b", "c", "d", "w", "e"]);
    expect(afterAnswer(["w", "a"], wrong, END)).toEqual(["a", "w"]);
    expect(afterAnswer(queue, reviewed(NOW + 3 * DAY), END)).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("a word's cards in the session", () => {
  const kinds = ["meaning", "recall", "article", "plural"] as const;
  /** Up to 12 words of 1–4 cards each, in a random order. */
  const cardIds = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }).chain((sizes) =>
    fc.shuffledSubarray(
      sizes.flatMap((n, w) => kinds.slice(0, n).map((k) => `w${w}:${k}`)),
      { minLength: sizes.reduce((a, b) => a + b, 0) },
    ),
  );
  const backToBack = (queue: readonly string[]) =>
    queue.filter((id, i) => i > 0 && wordOf(queue[i - 1] as string) === wordOf(id)).length;
  const apartPossible = (queue: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const id of queue) counts.set(wordOf(id), (counts.get(wordOf(id)) ?? 0) + 1);
    return Math.max(...counts.values()) <= Math.ceil(queue.length / 2);
  };

  it("new cards of one word are not asked back to back when other cards exist", () => {
    const fresh = (words: string[]) =>
      words.flatMap((w, wi) =>
        kinds.map((k, ki) => ({ cardId: `${w}:${k}`, state: null, addedAt: wi * 10 + ki })),
      );
    const queue = buildQueue(fresh(["a", "b", "c"]), NOW, END, 20);
    expect(backToBack(queue)).toBe(0);
    // Where there is room, SIBLING_GAP other cards come between two of one word.
    expect(SIBLING_GAP).toBe(2);
    expect(queue.slice(0, 6).map(wordOf)).toEqual(["a", "b", "c", "a", "b", "c"]);
    // One word alone: its cards in their order.
    expect(buildQueue(fresh(["a"]), NOW, END, 20)).toEqual([
      "a:meaning",
      "a:recall",
      "a:article",
      "a:plural",
    ]);
  });

  it("any queue keeps its cards and puts no two of one word side by side when an order allows it", () => {
    fc.assert(
      fc.property(cardIds, (queue) => {
        const spread = spreadSiblings(queue);
        expect([...spread].sort()).toEqual([...queue].sort());
        if (apartPossible(queue)) expect(backToBack(spread)).toBe(0);
      }),
    );
  });

  it("a wrong card comes back beside no card of its word where the queue allows", () => {
    const wrong = answerCard(scheduler, newCardState(NOW), GRADES.again, NOW);
    const queue = ["a:meaning", "b:meaning", "c:meaning", "d:meaning", "a:recall", "e:meaning", "f:meaning"];
    const after = afterAnswer(queue, wrong, END);
    expect(after.indexOf("a:meaning")).toBe(AGAIN_GAP + 1);
    expect(backToBack(after)).toBe(0);
  });
});
