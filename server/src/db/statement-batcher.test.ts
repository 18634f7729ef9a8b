import { describe, expect, it } from "vitest";
import { statementBatcher } from "./statement-batcher.js";

/** A send whose statements answer only when the test says, recording each batch it was given. */
function heldSend() {
  const batches: number[][] = [];
  const answers: Array<(fail?: Error) => void> = [];
  const send = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      answers.push((fail) => (fail ? reject(fail) : resolve(items.map((n) => n * 10))));
    });
  };
  return { batches, answers, send };
}

/** Lets queued microtasks and promise reactions run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("statementBatcher", () => {
  it("sends a lone call at once, with no timer", async () => {
    const { batches, answers, send } = heldSend();
    const call = statementBatcher(send);
    const result = call(1);
    await Promise.resolve(); // one microtask: no timer, no macrotask
    expect(batches).toEqual([[1]]);
    answers[0]?.();
    await expect(result).resolves.toBe(10);
  });

  it("puts the calls of one turn together, and those made while it is out in the next", async () => {
    const { batches, answers, send } = heldSend();
    const call = statementBatcher(send);
    const first = [call(1), call(2), call(3)];
    await settle();
    expect(batches).toEqual([[1, 2, 3]]);
    const second = [call(4), call(5)];
    await settle();
    const third = call(6);
    await settle();
    // One statement at a time: 4, 5 and 6 wait for the first to answer.
    expect(batches).toEqual([[1, 2, 3]]);
    answers[0]?.();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await settle();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    answers[1]?.();
    expect(await Promise.all([...second, third])).toEqual([40, 50, 60]);
  });

  it("fails every call of a failed statement, and goes on with the calls behind it", async () => {
    const { batches, answers, send } = heldSend();
    const call = statementBatcher(send);
    const failed = [call(1), call(2)];
    await settle();
    const later = call(3);
    answers[0]?.(new Error("connection lost"));
    for (const result of failed) await expect(result).rejects.toThrow("connection lost");
    await settle();
    expect(batches).toEqual([[1, 2], [3]]);
    answers[1]?.();
    await expect(later).resolves.toBe(30);
  });

  it("fails the batch when the statement answers another number of results than items", async () => {
    const call = statementBatcher(async (items: readonly number[]) => items.slice(1));
    const results = [call(1), call(2)];
    for (const result of results) await expect(result).rejects.toThrow("1 results for 2 items");
    // The next call is sent as usual.
    const single = statementBatcher(async (items: readonly number[]) => items.map((n) => -n));
    await expect(single(7)).resolves.toBe(-7);
  });

  it("fails the batch when send throws before it answers", async () => {
    const call = statementBatcher((): Promise<number[]> => {
      throw new Error("bad values");
    });
    await expect(call(1)).rejects.toThrow("bad values");
  });
});
