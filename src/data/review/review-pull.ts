import { deviceOffsetMinutes } from "../../domain/review/review-day";
import { reviewScheduler } from "../../domain/review/scheduler";
import { requestIfChanged } from "../api/request";
import { db } from "../db/db";
import { pullReviewLogs } from "./review-log-sync";

/**
 * The sync run's pull of review logs into the app's database: every log the server received since
 * this device's cursor, merged by replay. Offline it fails like any pull and the cursor stays.
 * The scheduler uses the default settings until the learner's own are wired in (review-settings.ts).
 */
export async function pullDeviceReviewLogs(): Promise<void> {
  await pullReviewLogs(
    db,
    reviewScheduler(),
    async (after, etag) => {
      const answer = await requestIfChanged("reviewLogs", { query: { after } }, etag);
      return answer.changed ? { page: answer.data.data, etag: answer.etag } : null;
    },
    deviceOffsetMinutes(Date.now()),
  );
}
