import { AppError, isQuotaError, toAppError } from "../app-error";
import { fetchMedia } from "../api/fetch-media";
import { db } from "../db/db";
import { markCourseSynced, pullCourse, pullLesson } from "../sync/pull";
import { TIMEOUT_MS } from "../api/timeouts";
import { voiceUrl } from "./word-audio";
import { workerControls } from "./worker-control";

export interface DownloadProgress {
  done: number;
  total: number;
}

const CONCURRENCY = 3;
/** Roughly what a course needs (JSON, images, audio); below this much free space we say so first. */
const NEEDED_BYTES = 8 * 1024 * 1024;

async function ensureRoom(): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (
    estimate?.quota !== undefined &&
    estimate.usage !== undefined &&
    estimate.quota - estimate.usage < NEEDED_BYTES
  ) {
    throw new AppError("quota-exceeded");
  }
}

async function fetchForCache(url: string, withToken: boolean): Promise<void> {
  let response: Response;
  try {
    // The timeout covers the body too: a connection that stalls mid-file ends the download as offline.
    response = await fetchMedia(url, withToken);
    // A missing recording (503: no speech engine on the server) is not a failed download.
    if (response.ok || response.status === 503 || response.status === 404) {
      await response.arrayBuffer();
      return;
    }
  } catch (error) {
    throw new AppError("offline", null, null, {}, { cause: error });
  }
  throw new AppError(response.status >= 500 ? "server" : "invalid", null, response.status);
}

/**
 * "Download for offline": every lesson of the course this learner may open goes into Dexie, then
 * its images and the audio of its words and examples into the service worker's caches; progress
 * is n of m steps. Then the browser is asked to keep this storage. A full disk is reported as
 * `quota-exceeded`; what was stored before it stays. The media are asked only once the worker
 * controls the page (it is what caches them); when none does within TIMEOUT_MS.workerControl, the
 * download ends `unavailable`, with the lessons kept.
 */
export async function downloadCourse(
  courseId: string,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  try {
    await ensureRoom();
    const controlled = workerControls(TIMEOUT_MS.workerControl);
    const pull = await pullCourse(courseId);
    // A course whose lessons the device already holds as they are needs no lesson request.
    const lessonIds = pull.lessonsCurrent ? [] : pull.open;
    let total = lessonIds.length;
    let done = 0;
    onProgress({ done, total });
    for (const lessonId of lessonIds) {
      await pullLesson(courseId, lessonId);
      onProgress({ done: ++done, total });
    }
    const words = await db.words.where("course_id").equals(courseId).toArray();
    const course = await db.courses.get(courseId);
    const assets: Array<{ url: string; token: boolean }> = [];
    if (course?.image_link) assets.push({ url: course.image_link, token: false });
    for (const word of words) {
      if (word.image_link) assets.push({ url: word.image_link, token: false });
      if (word.translation.german) assets.push({ url: voiceUrl(word.id, "translation.german"), token: true });
      if (word.example.german) assets.push({ url: voiceUrl(word.id, "example.german"), token: true });
    }
    if (!(await controlled)) throw new AppError("unavailable");
    total += assets.length;
    onProgress({ done, total });
    let next = 0;
    const worker = async () => {
      while (next < assets.length) {
        const asset = assets[next++];
        if (!asset) return;
        await fetchForCache(asset.url, asset.token);
        onProgress({ done: ++done, total });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Lessons and media all on the device: when (and, for the next sync, under which course tag).
    await markCourseSynced(courseId, pull);
    await navigator.storage?.persist?.().catch(() => false);
  } catch (error) {
    throw isQuotaError(error)
      ? new AppError("quota-exceeded", null, null, {}, { cause: error })
      : toAppError(error);
  }
}
