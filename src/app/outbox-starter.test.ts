import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn, signOut } from "../data/session/session-store";
import { ModelServer } from "../data/test-support/model-server";
import { startOutboxWhileSignedIn } from "./outbox-starter";
import type { UserSyncs } from "./user-syncs";

const syncs = {} as UserSyncs;

/** Idle callbacks held until `runAll`. */
function stubIdle() {
  const held: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (work: () => void) => held.push(work));
  return { runAll: () => held.splice(0).forEach((work) => work()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
  localStorage.clear();
});

describe("starting the outbox", () => {
  it("looks for waiting writes only once the page is idle, and starts the outbox once", async () => {
    const idle = stubIdle();
    const startOutbox = vi.fn(() => () => undefined);
    const load = vi.fn(() => Promise.resolve({ startOutbox }));
    signIn(new ModelServer().issueToken("u1"));
    const dispose = startOutboxWhileSignedIn(syncs, load);
    expect(load).not.toHaveBeenCalled();
    idle.runAll();
    await vi.waitFor(() => expect(startOutbox).toHaveBeenCalledTimes(1));
    signIn(new ModelServer().issueToken("u2"));
    idle.runAll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(1);
    dispose();
  });

  it("loads nothing for a guest, nor after being disposed before the page was idle", async () => {
    const idle = stubIdle();
    const load = vi.fn(() => Promise.resolve({ startOutbox: () => () => undefined }));
    startOutboxWhileSignedIn(syncs, load)();
    signIn(new ModelServer().issueToken("u1"));
    const dispose = startOutboxWhileSignedIn(syncs, load);
    dispose();
    idle.runAll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });
});
