import {
  type AuthMirror,
  OUTBOX_CHANNEL,
  outboxMessageSchema,
  tokenTail,
} from "../../contract/outbox-messages";
import { readToken } from "../api/token-store";
import { db } from "../db/db";
import { sessionStore } from "../session/session-store";
import { applyOutboxAnswer, drainOutbox } from "./outbox";
import { createUserSync, type UserSyncSource } from "./user-sync";

const RETRY_MS = 10_000;

const currentUserId = () => sessionStore.get().user?.sub ?? null;

/** The service worker that controls replays, once one is active. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ?? null;
}

/** Tells the service worker the current token and user, so its background-sync replays use them. */
function mirrorTokenToWorker(worker: ServiceWorker): void {
  const message: AuthMirror = { type: "auth-token", token: readToken(), userId: currentUserId() };
  worker.postMessage(message);
}

/** Asks the service worker to replay the writes it queued now, rather than at its next background sync. */
function askWorkerToReplay(worker: ServiceWorker): void {
  worker.postMessage({ type: "outbox-replay" });
}

/**
 * On start, when the network returns and when the session changes: the worker gets the token, then
 * replays what it queued with it (a queue held back by a dead token or no network can go now).
 */
async function mirrorTokenAndReplay(): Promise<void> {
  const worker = await activeWorker();
  if (!worker) return;
  mirrorTokenToWorker(worker);
  askWorkerToReplay(worker);
}

/**
 * Keeps the outbox moving: drains on start, when the network returns, when the app becomes
 * visible, every few seconds while writes wait, and whenever the signed-in user changes; and
 * settles entries the service worker reports as delivered or refused. Each drain goes through the
 * signed-in user's sync object in `syncs` (made here when no screen has made it yet), so a write's
 * own drain and these never run at once.
 */
export function startOutbox(syncs: UserSyncSource): () => void {
  const signedIn = () => {
    const userId = currentUserId();
    return userId === null ? null : syncs.forUser(userId, createUserSync);
  };
  const kick = () => {
    const sync = signedIn();
    if (sync) void drainOutbox(sync.outbox);
  };
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = outboxMessageSchema.safeParse(event.data);
      if (!message.success) return;
      const { key, status, body, token_tail } = message.data;
      const token = readToken();
      // A 401 to a token the page no longer uses (the learner signed in again since) ends nothing.
      const heard = token && tokenTail(token) === token_tail ? token : null;
      void applyOutboxAnswer(key, status, body, heard, signedIn()?.outbox ?? null);
    };
  }
  const onOnline = () => {
    void mirrorTokenAndReplay();
    kick();
  };
  const onVisible = () => document.visibilityState === "visible" && kick();
  const timer = window.setInterval(async () => {
    const waiting = await db.outbox.where("state").equals("waiting").count();
    // Review answers are written pending with no entry; the drain batches them.
    const answers = waiting > 0 ? 0 : await db.reviewLogs.where("pending").equals(1).count();
    if (waiting > 0 || answers > 0) kick();
  }, RETRY_MS);
  const unsubscribe = sessionStore.subscribe(() => {
    void mirrorTokenAndReplay();
    kick();
  });
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  void navigator.serviceWorker?.ready.then(() => mirrorTokenAndReplay());
  kick();
  return () => {
    channel?.close();
    window.clearInterval(timer);
    unsubscribe();
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
