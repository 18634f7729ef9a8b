import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http } from "../data/api/http";
import { db } from "../data/db/db";
import { createUserSync } from "../data/sync/user-sync";
import { ContentServer } from "../data/test-support/content-server";
import { type SessionSource, UserSyncs } from "./user-syncs";

/**
 * Issue 15: sync kept its state in modules, so a second learner signing in on the same device (or
 * the next test) inherited the first one's run, focus, state and listeners. Now each signed-in user
 * gets a sync object of their own, and the previous one is disposed.
 */
let server: ContentServer;
const defaultAdapter = http.defaults.adapter;

/** A session that the test switches by hand, as sign-in, sign-out and a user switch do. */
function fakeSession(): SessionSource & { signInAs(userId: string | null): void } {
  let user: { sub: string } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => ({ user }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signInAs(userId) {
      user = userId === null ? null : { sub: userId };
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  server = new ContentServer();
  server.addCourse("c1", [{ id: "c1-l1", bought: true }]);
  http.defaults.adapter = server.adapter;
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(() => {
  server.releaseAll();
  http.defaults.adapter = defaultAdapter;
  vi.unstubAllGlobals();
});

const coursePulls = () => server.seen.filter((s) => s.path.endsWith("/courses/courses")).length;

describe("two learners signing in one after the other on one device", () => {
  it("the second starts with a sync of its own: no run, focus, state or listener of the first", async () => {
    const session = fakeSession();
    const syncs = new UserSyncs(session);
    const stopFollowing = syncs.follow();

    session.signInAs("u1");
    const first = syncs.forUser("u1", createUserSync);
    const told: string[] = [];
    first.state.subscribe(() => told.push("u1 state"));
    first.outbox.onRefused(() => told.push("u1 refusal"));
    void first.engine.setFocus({ courseId: "c1", lessonId: "c1-l1" });
    // The first learner's sync is on the wire, and a drain of theirs never ends, when they sign out
    // and another learner signs in.
    server.hold = true;
    const firstRun = first.engine.syncNow();
    await server.whenHeld("/courses/courses");
    void first.outbox.once(() => new Promise<void>(() => {}));
    expect(first.state.get().running).toBe(true);

    session.signInAs(null);
    session.signInAs("u2");
    const second = syncs.forUser("u2", createUserSync);
    told.length = 0;

    expect(second).not.toBe(first);
    expect(syncs.forUser("u2", createUserSync)).toBe(second); // one object per user while signed in
    expect(second.userId).toBe("u2");
    expect(second.outbox.userId).toBe("u2");
    expect(second.state.get()).toMatchObject({ running: false, settledOnce: false, lastSuccessAt: null });
    expect(second.state.get().pending.size).toBe(0);
    expect(second.state.listenerCount).toBe(0);
    expect(second.outbox.listenerCount).toBe(0);
    // The first learner's object is disposed: nobody listens to it, and it starts nothing new.
    expect(first.state.listenerCount).toBe(0);
    expect(first.outbox.listenerCount).toBe(0);

    // The second learner's first sync is a run of its own (not the first learner's, still held).
    const secondRun = second.engine.syncNow();
    expect(secondRun).not.toBe(firstRun);
    expect(second.state.get().running).toBe(true);
    await vi.waitFor(() => expect(coursePulls()).toBe(2));
    // Their drain is not the first learner's, which never ends.
    const drain = vi.fn(async () => undefined);
    await second.outbox.once(drain);
    expect(drain).toHaveBeenCalledOnce();

    server.releaseAll();
    await Promise.all([firstRun, secondRun]);
    expect(second.state.get()).toMatchObject({ running: false, settledOnce: true, lastErrorCode: null });
    expect(told).toEqual([]); // nothing of the second learner's sync reached the first one's listeners
    // The disposed object asks for no run of its own.
    await first.engine.syncNow();
    expect(coursePulls()).toBe(2);
    stopFollowing();
  });
});
