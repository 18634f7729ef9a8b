import { vi } from "vitest";
import { http } from "../api/http";
import { db } from "../db/db";
import { signIn } from "../session/session-store";
import { ModelServer } from "./model-server";

const defaultAdapter = http.defaults.adapter;

/**
 * A clean device (every table empty) signed in as `userId`, whose `fetch` (the outbox's sends, the
 * pulls) and API client reach a fresh ModelServer. End each test with `leaveModelServer`.
 */
export async function deviceOnModelServer(userId = "u1"): Promise<ModelServer> {
  await Promise.all(db.tables.map((t) => t.clear()));
  const server = new ModelServer();
  vi.stubGlobal("fetch", server.fetch);
  http.defaults.adapter = server.adapter;
  signIn(server.issueToken(userId));
  return server;
}

/** Undoes deviceOnModelServer: the real `fetch` and API client, and no stored token. */
export function leaveModelServer(): void {
  vi.unstubAllGlobals();
  http.defaults.adapter = defaultAdapter;
  localStorage.clear();
}
