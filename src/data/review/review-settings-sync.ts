import type { ReviewSettingsBody, ReviewSettingsWire } from "../../contract/review";
import { CARD_KINDS } from "../../domain/review/card-kinds";
import type { VajehDatabase } from "../db/database";
import { outboxRequest } from "../sync/outbox-request";
import {
  REVIEW_SETTINGS_SUBJECT,
  settingsChangeWaiting,
  settingsFromWire,
  type SyncedReviewSettings,
} from "./review-settings-wire";

/*
 * A change of the learner's review settings on its way to the server, through the outbox. What the
 * sync pull needs on its own (the wire form, whether a change waits) is in review-settings-wire.ts.
 */

const LABEL = "تنظیمات مرور";

/** What a change sends (the weights are the server's and never sent). */
export function settingsBody(settings: SyncedReviewSettings): ReviewSettingsBody {
  return {
    desired_retention: settings.desiredRetention,
    new_cards_per_day: settings.dailyNewLimit,
    daily_goal: settings.dailyGoal,
    card_kinds: CARD_KINDS.filter((k) => settings.enabledKinds.includes(k)),
    updated_at: { date: new Date(settings.updatedAt).toISOString() },
  };
}

/**
 * Queues a change for the server. Call inside the transaction that writes the settings on the device
 * (over `outbox`). An earlier change not yet sent (never tried, not with the worker) is replaced: only
 * the latest matters. Offline: it waits in the outbox, and the device already uses the new settings.
 */
export async function queueReviewSettings(
  db: VajehDatabase,
  userId: string,
  settings: SyncedReviewSettings,
  now = Date.now(),
): Promise<void> {
  const request = outboxRequest({ endpoint: "reviewSettingsUpdate", body: settingsBody(settings) });
  await db.outbox
    .where("subject")
    .equals(REVIEW_SETTINGS_SUBJECT)
    .filter((e) => e.user_id === userId && e.state === "waiting" && e.attempts === 0 && !e.queued)
    .delete();
  await db.outbox.add({
    ...request,
    key: crypto.randomUUID(),
    user_id: userId,
    subject: REVIEW_SETTINGS_SUBJECT,
    label: LABEL,
    state: "waiting",
    created_at: now,
    attempts: 0,
    queued: false,
  });
}

/**
 * What the device keeps after pulling `remote`: its own while a change of its own waits to be sent
 * (that change will reach the server, which picks the later), otherwise the server's.
 */
export function settingsAfterPull(
  local: SyncedReviewSettings | null,
  remote: SyncedReviewSettings,
  changeWaiting: boolean,
): SyncedReviewSettings {
  return changeWaiting && local ? local : remote;
}

/**
 * Pulls the settings and writes the server's copy through `write` unless a change of this device
 * waits; returns what the device keeps. `read` and `write` are the device's own storage of them.
 */
export async function pullReviewSettings(
  db: VajehDatabase,
  fetchSettings: () => Promise<ReviewSettingsWire>,
  read: () => Promise<SyncedReviewSettings | null>,
  write: (settings: SyncedReviewSettings) => Promise<void>,
): Promise<SyncedReviewSettings> {
  const remote = settingsFromWire(await fetchSettings());
  const local = await read();
  const kept = settingsAfterPull(local, remote, await settingsChangeWaiting(db));
  if (kept !== local) await write(kept);
  return kept;
}
