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
