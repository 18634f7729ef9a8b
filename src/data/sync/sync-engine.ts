import { useSyncExternalStore } from "react";
import { toAppError } from "../app-error";
import { pullBookmarks, pullCourses, pullPosts, pullSettings, pullWholeCourse } from "./pull";

const FOCUS_RESYNC_MS = 5 * 60 * 1000;

export interface SyncState {
  running: boolean;
  lastSuccessAt: number | null;
  lastErrorCode: string | null;
}

let state: SyncState = { running: false, lastSuccessAt: null, lastErrorCode: null };
const listeners = new Set<() => void>();
const set = (next: Partial<SyncState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

let running: Promise<void> | null = null;

async function pullEverything(): Promise<void> {
  await Promise.allSettled([pullSettings(), pullPosts()]);
  const courses = await pullCourses();
  for (const course of courses) await pullWholeCourse(course.id);
  await pullBookmarks();
}

/**
 * Pulls everything the learner may study into Dexie. One run at a time; screens never wait for it
 * (they read Dexie and update live when it lands). A failed run (no network) leaves the data as it was.
 */
export function syncNow(): Promise<void> {
  running ??= runSync().finally(() => {
    running = null;
  });
  return running;
}

async function runSync(): Promise<void> {
  set({ running: true });
  try {
    await pullEverything();
    set({ running: false, lastSuccessAt: Date.now(), lastErrorCode: null });
  } catch (error) {
    set({ running: false, lastErrorCode: toAppError(error).code });
  }
}

/** Sync on start, when the network comes back, and on focus when the last sync is over 5 minutes old. */
export function startSync(): () => void {
  void syncNow();
  const onOnline = () => void syncNow();
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    const last = state.lastSuccessAt ?? 0;
    if (Date.now() - last > FOCUS_RESYNC_MS) void syncNow();
  };
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
