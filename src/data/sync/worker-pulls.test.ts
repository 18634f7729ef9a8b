import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../app-error";
import { onDeadToken } from "../session/dead-token";
import type { PullReply, PullRequest } from "./pull-messages";
import { toPullFailure } from "./pull-messages";
import { WorkerPulls } from "./worker-pulls";

// What runs on this thread when the worker cannot: a stand-in, so no request leaves the test.
const here = vi.hoisted(() => ({
  pullSettings: vi.fn(async () => undefined),
  pullCourses: vi.fn(async () => []),
}));
vi.mock("./pull", () => here);

/** A worker the test answers by hand: it records what the page posted. */
class FakeWorker {
  readonly posted: PullRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<PullReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(request: PullRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(reply: PullReply): void {
    this.onmessage?.({ data: reply } as MessageEvent<PullReply>);
  }
  fail(): void {
    this.onerror?.(new Event("error"));
  }
}

function pullsWith(worker: FakeWorker) {
  return new WorkerPulls(() => worker as unknown as Worker).pulls;
}

beforeEach(() => {
  localStorage.setItem("token", "token-a");
  here.pullSettings.mockClear();
  here.pullCourses.mockClear();
});
afterEach(() => localStorage.clear());

describe("a sync run's pulls through the sync worker", () => {
  it("sends each pull with the token the page holds at that moment, and gives back the worker's value", async () => {
    const worker = new FakeWorker();
    const pulls = pullsWith(worker);
    const first = pulls.course("a1", 2);
    localStorage.setItem("token", "token-b");
    const second = pulls.lesson("a1", "a1-1");
    expect(worker.posted).toEqual([
      { id: 1, name: "course", args: ["a1", 2], token: "token-a" },
      { id: 2, name: "lesson", args: ["a1", "a1-1"], token: "token-b" },
    ]);
    const pull = { open: ["a1-1"], tag: '"t"', lessonsCurrent: false };
    worker.reply({ id: 2, ok: true, value: undefined });
    worker.reply({ id: 1, ok: true, value: pull });
    await expect(first).resolves.toEqual(pull);
    await expect(second).resolves.toBeUndefined();
    expect(here.pullSettings).not.toHaveBeenCalled();
  });

  it("ends the session of the token a pull was sent with when the server answered it 401", async () => {
    const dead: string[] = [];
    const stop = onDeadToken((token) => dead.push(token));
    try {
      const worker = new FakeWorker();
      const pending = pullsWith(worker).bookmarks();
      localStorage.setItem("token", "token-b");
      worker.reply({
        id: 1,
        ok: false,
        error: toPullFailure(new AppError("unauthorized", "وارد شوید.", 401)),
      });
      const error = await pending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "unauthorized", status: 401, serverMessage: "وارد شوید." });
      expect(dead).toEqual(["token-a"]);
    } finally {
      stop();
    }
  });

  it("gives a failure back as the AppError it was, reporting no session for anything but a 401", async () => {
    const dead: string[] = [];
    const stop = onDeadToken((token) => dead.push(token));
    try {
      const worker = new FakeWorker();
      const pending = pullsWith(worker).settings();
      worker.reply({ id: 1, ok: false, error: toPullFailure(new AppError("offline")) });
      await expect(pending).rejects.toMatchObject({ code: "offline", status: null });
      expect(dead).toEqual([]);
    } finally {
      stop();
    }
  });

  it("runs what a broken worker held, and every later pull, on this thread", async () => {
    const worker = new FakeWorker();
    const pulls = pullsWith(worker);
    const held = pulls.settings();
    worker.fail();
    await expect(held).resolves.toBeUndefined();
    expect(worker.terminated).toBe(true);
    await expect(pulls.courses()).resolves.toEqual([]);
    expect(here.pullSettings).toHaveBeenCalledTimes(1);
    expect(here.pullCourses).toHaveBeenCalledTimes(1);
    expect(worker.posted).toHaveLength(1);
  });

  it("pulls on this thread when no worker can be made", async () => {
    const pulls = new WorkerPulls(() => {
      throw new Error("no workers here");
    }).pulls;
    await expect(pulls.settings()).resolves.toBeUndefined();
    expect(here.pullSettings).toHaveBeenCalledTimes(1);
  });
});
