import { describe, expect, it, vi } from "vitest";
import { OutboxState } from "./outbox-state";

/** A drain that ends when told to; it counts its runs and, like the real one, looks again when asked. */
function gatedDrains(outbox: OutboxState, { looksAgain }: { looksAgain: boolean }) {
  const gates: (() => void)[] = [];
  let runs = 0;
  let looks = 0;
  const drain = async () => {
    runs++;
    do {
      looks++; // the drain reads the queue…
      await new Promise<void>((resolve) => gates.push(resolve));
    } while (looksAgain && outbox.askedAgain());
  };
  return { drain, open: () => gates.shift()?.(), runs: () => runs, looks: () => looks };
}

describe("OutboxState.once", () => {
  it("runs one drain at a time: an ask during one is answered with it, and it looks once more", async () => {
    const outbox = new OutboxState("u1");
    const drains = gatedDrains(outbox, { looksAgain: true });
    const first = outbox.once(drains.drain);
    const second = outbox.once(drains.drain);
    expect(second).toBe(first);
    drains.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drains.looks()).toBe(2);
    drains.open();
    await first;
    expect(drains.runs()).toBe(1);
    expect(outbox.askedAgain()).toBe(false);
  });

  it("an ask that came after the drain's last look starts one more drain (a write queued as a drain ends is not left for the timer)", async () => {
    const outbox = new OutboxState("u1");
    const drains = gatedDrains(outbox, { looksAgain: false });
    const first = outbox.once(drains.drain);
    void outbox.once(drains.drain);
    void outbox.once(drains.drain);
    drains.open();
    await vi.waitFor(() => expect(drains.runs()).toBe(2));
    drains.open();
    // The callers' promise covers the follow-up: when it resolves, their writes were looked for.
    await first;
    expect(drains.runs()).toBe(2);
  });

  it("a drain that failed ends the run: its error reaches the callers, and the next ask starts a drain", async () => {
    const outbox = new OutboxState("u1");
    let runs = 0;
    let release = () => {};
    const failing = () => {
      runs++;
      return runs === 1
        ? new Promise<void>((_, reject) => (release = () => reject(new Error("network"))))
        : Promise.resolve();
    };
    const first = outbox.once(failing);
    const during = outbox.once(failing);
    release();
    await expect(first).rejects.toThrow("network");
    await expect(during).rejects.toThrow("network");
    await outbox.once(failing);
    expect(runs).toBe(2);
  });

  it("starts nothing once disposed", async () => {
    const outbox = new OutboxState("u1");
    const drains = gatedDrains(outbox, { looksAgain: false });
    const first = outbox.once(drains.drain);
    void outbox.once(drains.drain);
    outbox.dispose();
    drains.open();
    await first;
    expect(drains.runs()).toBe(1);
    await outbox.once(drains.drain);
    expect(drains.runs()).toBe(1);
  });
});
