import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { request, requestIfChanged } from "../api/request";
import { db } from "../db/db";
import { pullReviewLogs } from "./review-log-sync";
import { adoptReviewSettings } from "./review-settings-store";
import { settingsFromWire } from "./review-settings-sync";

/**
 * The sync run's pull of review into the app's database: first the learner's settings (the
 * server's copy adopted unless a change of this device waits; cards replayed if they schedule
 * differently), then every log the server received since this device's cursor, merged by replay
 * with those settings. Offline it fails like any pull and the cursor stays.
 */
export async function pullDeviceReviewLogs(): Promise<void> {
  let settingsError: unknown = null;
  try {
    await adoptReviewSettings(db, settingsFromWire((await request("reviewSettings")).data));
  } catch (error) {
    settingsError = error; // the logs are still pulled, with the settings the device has
  }
  await pullReviewLogs(
    db,
    async (after, etag) => {
      const answer = await requestIfChanged("reviewLogs", { query: { after } }, etag);
      return answer.changed ? { page: answer.data.data, etag: answer.etag } : null;
    },
    deviceOffsetMinutes(Date.now()),
  );
  if (settingsError !== null) throw settingsError;
}
