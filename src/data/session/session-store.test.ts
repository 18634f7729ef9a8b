import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMEOUT_MS } from "../api/timeouts";
import {
  checkSession,
  EXPIRY_MARGIN_MS,
  onSessionExpired,
  resetSessionForTests,
  sessionCheckSettled,
  sessionStore,
  signOut,
} from "./session-store";
import { SCREEN_SNAPSHOT_CACHE } from "../../contract/screen-snapshot";
import { fakeToken } from "../test-support/fake-token";

/** A token in the server's format (the signature is fake: only the server verifies it). */
const token = (exp: number, jti = "j1", point = 0) => fakeToken({ exp, jti, point });

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;

/** The auth check's answer, decided by the test while the request waits. */
interface PendingCheck {
  url: string;
  headers: Headers;
  answer(status: number, data: unknown): void;
  /** No answer: the network failed, or the request was given up (aborted). */
  fail(code: "ERR_NETWORK" | "ECONNABORTED"): void;
}

let checks: PendingCheck[] = [];
// The store loads its fetch client on its first check (not in the entry); loaded here first, so a
// test that moves fake timers finds the request already sent, as it is in a running app.
beforeAll(async () => {
  await import("../api/fetch-answer");
});

beforeEach(() => {
  checks = [];
  resetSessionForTests();
  vi.stubGlobal(
    "fetch",
    (input: string, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        checks.push({
          url: input,
          headers: new Headers(init.headers),
          answer: (status, data) =>
            resolve(
              new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } }),
            ),
          fail: (code) =>
            reject(
              code === "ECONNABORTED"
                ? new DOMException("aborted", "AbortError")
                : new TypeError("Failed to fetch"),
            ),
        });
      }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.useRealTimers();
});

/** The one auth check sent (a few ticks after the check starts). */
const onlyCheck = async () => {
  await vi.waitFor(() => expect(checks).toHaveLength(1));
  const [check] = checks;
  if (!check) throw new Error("no check");
  expect(check.url).toBe("/api/auth/check");
  return check;
};

describe("start-up with a usable stored token", () => {
  it("is signed in from the token's claims at once, while the check is still waiting", async () => {
    localStorage.setItem("token", token(inAnHour()));
    const booted = checkSession();
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", user: { sub: "u1" } });
    await expect(booted).resolves.toMatchObject({ status: "signed-in" });
    expect((await onlyCheck()).headers.get("Authorization")).toMatch(/^Bearer /); // still unanswered
  });

  it("stores the refreshed token when the background check answers", async () => {
    localStorage.setItem("token", token(inAnHour()));
    await checkSession();
    const fresh = token(inAnHour(), "j2", 7);
    (await onlyCheck()).answer(200, { data: { access_token: fresh } });
    await sessionCheckSettled();
    expect(localStorage.getItem("token")).toBe(fresh);
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", offline: false, user: { point: 7 } });
  });

  it("signs out through the sign-in-again flow when the background check answers 401", async () => {
    localStorage.setItem("token", token(inAnHour()));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await checkSession();
    (await onlyCheck()).answer(401, { messages: { error: "" } });
    await sessionCheckSettled();
    expect(sessionStore.get().status).toBe("signed-out");
    expect(localStorage.getItem("token")).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it("tells a 401 that came before any screen listened to the first listener", async () => {
    localStorage.setItem("token", token(inAnHour()));
    await checkSession();
    (await onlyCheck()).answer(401, { messages: { error: "" } });
    await sessionCheckSettled();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await Promise.resolve();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it("stays signed in, offline, when the check times out", async () => {
    const stored = token(inAnHour());
    localStorage.setItem("token", stored);
    await checkSession();
    (await onlyCheck()).fail("ECONNABORTED");
    await sessionCheckSettled();
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", offline: true, user: { sub: "u1" } });
    expect(localStorage.getItem("token")).toBe(stored);
  });

  it("checks again when the connection comes back", async () => {
    localStorage.setItem("token", token(inAnHour()));
    await checkSession();
    (await onlyCheck()).fail("ERR_NETWORK");
    await sessionCheckSettled();
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(checks).toHaveLength(2));
    checks[1]?.answer(401, { messages: { error: "" } });
    await sessionCheckSettled();
    expect(sessionStore.get().status).toBe("signed-out");
  });

  it("does not start from a token about to expire", async () => {
    localStorage.setItem("token", token(Math.floor((Date.now() + EXPIRY_MARGIN_MS / 2) / 1000)));
    void checkSession();
    expect(sessionStore.get().status).toBe("checking");
    (await onlyCheck()).fail("ERR_NETWORK");
    await sessionCheckSettled();
  });
});

describe("start-up without a usable token", () => {
  it("is signed out at once, asking nothing, without a token", async () => {
    await expect(checkSession()).resolves.toMatchObject({ status: "signed-out" });
    expect(checks).toHaveLength(0);
  });

  it("waits for the check with an expired token, then signs in with the fresh one", async () => {
    localStorage.setItem("token", token(anHourAgo()));
    const booted = checkSession();
    await Promise.resolve();
    expect(sessionStore.get().status).toBe("checking");
    const fresh = token(inAnHour(), "j2");
    (await onlyCheck()).answer(200, { data: { access_token: fresh } });
    await expect(booted).resolves.toMatchObject({ status: "signed-in", offline: false });
    expect(localStorage.getItem("token")).toBe(fresh);
  });

  it("signs out when the server refuses an expired token", async () => {
    localStorage.setItem("token", token(anHourAgo()));
    const booted = checkSession();
    (await onlyCheck()).answer(401, { messages: { error: "" } });
    await expect(booted).resolves.toMatchObject({ status: "signed-out" });
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("lets the learner in offline with an expired token when the check gets no answer (the device's data stays readable)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const stored = token(anHourAgo());
    localStorage.setItem("token", stored);
    // A check that never answers: the client's timeout ends it.
    vi.stubGlobal(
      "fetch",
      (_input: string, init: RequestInit = {}) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const booted = checkSession();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.authCheck - 1);
    expect(sessionStore.get().status).toBe("checking");
    await vi.advanceTimersByTimeAsync(1);
    await expect(booted).resolves.toMatchObject({ status: "signed-in", offline: true, user: { sub: "u1" } });
    expect(localStorage.getItem("token")).toBe(stored);
  });
});

describe("signing out", () => {
  it("forgets the screens saved for the worker's snapshots", () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    try {
      signOut();
      expect(deleted).toEqual([SCREEN_SNAPSHOT_CACHE]);
      expect(sessionStore.get().status).toBe("signed-out");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
