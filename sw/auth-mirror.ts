/// <reference lib="webworker" />
import { type AuthMirror, authMirrorSchema } from "../src/contract/outbox-messages";

declare const self: ServiceWorkerGlobalScope;

const CACHE = "vajeh-auth";
const KEY = "/__vajeh/auth-token";

let current: AuthMirror | null = null;

/** The app's current token, as the page last mirrored it (kept in Cache Storage across worker restarts). */
export async function currentAuth(): Promise<AuthMirror | null> {
  if (current) return current;
  const cache = await self.caches.open(CACHE);
  const stored = await cache.match(KEY);
  if (!stored) return null;
  const parsed = authMirrorSchema.safeParse(await stored.json().catch(() => null));
  current = parsed.success ? parsed.data : null;
  return current;
}

/** Stores what the page says the token now is (null after logout: queued writes then wait). */
export async function rememberAuth(message: unknown): Promise<boolean> {
  const parsed = authMirrorSchema.safeParse(message);
  if (!parsed.success) return false;
  current = parsed.data;
  const cache = await self.caches.open(CACHE);
  await cache.put(
    KEY,
    new Response(JSON.stringify(parsed.data), { headers: { "Content-Type": "application/json" } }),
  );
  return true;
}

/**
 * The server answered 401 to `token`: nothing more is sent with it (the replay waits) until the
 * page mirrors a new one, after the learner signed in again.
 */
export async function forgetToken(token: string): Promise<void> {
  const auth = await currentAuth();
  if (auth?.token !== token) return;
  await rememberAuth({ ...auth, token: null });
}
