import { afterEach, beforeEach, vi } from "vitest";
import { http } from "../../data/api/http";
import { db } from "../../data/db/db";
import type { UserSync } from "../../data/sync/user-sync";
import { ContentServer } from "../../data/test-support/content-server";
import { testUserSync } from "./render-routes";

/**
 * For each test of the file: an empty device, a fresh sync object for the signed-in user, and a
 * content server (`setUp` fills it) that answers the app's requests (axios and fetch). After each,
 * every held request is let go, the sync run it started is waited for, and the page's clients are
 * put back. Read `server()` and `sync()` inside a test.
 */
export function contentPerTest(setUp: (server: ContentServer) => void): {
  server: () => ContentServer;
  sync: () => UserSync;
} {
  let server: ContentServer | null = null;
  let sync: UserSync | null = null;
  const defaultAdapter = http.defaults.adapter;
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    sync = testUserSync();
    server = new ContentServer();
    setUp(server);
    http.defaults.adapter = server.adapter;
    vi.stubGlobal("fetch", server.fetch);
  });
  afterEach(async () => {
    if (server) {
      server.releaseAll();
      server.hold = false;
    }
    await sync?.engine.syncNow();
    http.defaults.adapter = defaultAdapter;
    vi.unstubAllGlobals();
  });
  const present = <T>(value: T | null): T => {
    if (value === null) throw new Error("contentPerTest: read inside a test");
    return value;
  };
  return { server: () => present(server), sync: () => present(sync) };
}
