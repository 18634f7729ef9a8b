import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { fetchAnswer } from "../api/fetch-answer";
import { db } from "../db/db";
import { answeredSince, askCounting } from "../sync/answered-writes";
import { pullReviewLogs } from "./review-log-pull";
import { adoptReviewSettings } from "./review-settings-store";
import { settingsFromWire } from "./review-settings-wire";

/** Where the ETag of the adopted settings is kept (etags.ts's `etagKey`: forgotten with the others). */
const REVIEW_SETTINGS_ETAG_KEY = "etag:review-settings";

/**
 * The sync run's pull of review into the app's database: first the learner's settings (the
 * server's copy adopted unless a change of this device waits; cards replayed if they schedule
 * differently), then every log the server received since this device's cursor, merged by replay
 * with those settings. Offline it fails like any pull and the cursor stays.
 */
export async function pullDeviceReviewLogs(): Promise<void> {
  let settingsError: unknown = null;
  try {
    // Conditional on the ETag of the copy last adopted: an unchanged re-sync moves only headers.
    // A copy not adopted (a change of the device waits) leaves no ETag, so the next pull reads it whole.
    const tag = (await db.meta.get(REVIEW_SETTINGS_ETAG_KEY))?.value;
    const { answeredBefore, answer } = await askCounting(db, "review-settings", () =>
      fetchAnswer("reviewSettings", {}, typeof tag === "string" ? tag : null),
    );
    if (answer.changed) {
      // The copy and its ETag in one transaction (adoptReviewSettings's own, joined). A copy made
      // before the server answered a change of this device (answered-writes.ts) is older than what
      // the device holds: not adopted, and the next pull reads the server's whole.
      await db.transaction("rw", [db.meta, db.reviewCards, db.reviewLogs, db.outbox], async () => {
        const older = await answeredSince(db, "review-settings", answeredBefore);
        const adopted = !older && (await adoptReviewSettings(db, settingsFromWire(answer.data.data)));
        if (adopted && answer.etag) await db.meta.put({ key: REVIEW_SETTINGS_ETAG_KEY, value: answer.etag });
        else await db.meta.delete(REVIEW_SETTINGS_ETAG_KEY);
      });
    }
  } catch (error) {
    settingsError = error; // the logs are still pulled, with the settings the device has
  }
  await pullReviewLogs(
    db,
    async (after, etag) => {
      const answer = await fetchAnswer("reviewLogs", { query: { after } }, etag);
      return answer.changed ? { page: answer.data.data, etag: answer.etag } : null;
    },
    deviceOffsetMinutes(Date.now()),
  );
  if (settingsError !== null) throw settingsError;
}
