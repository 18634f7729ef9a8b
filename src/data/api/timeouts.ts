/**
 * How long a request may take before the app gives up on it and treats the network as gone (a
 * stalled connection — a tunnel — must look like offline to the learner, not like a spinner). An
 * axios timeout becomes AppError "offline"; the outbox's fetch is aborted and counts as offline.
 */
export const TIMEOUT_MS = {
  /** Every API call unless it says otherwise (content pulls, saved words, exams). */
  request: 15_000,
  /** The session check: the app renders without it when the stored token is usable. */
  authCheck: 8_000,
  /** A picture upload moves a file on a possibly slow uplink. */
  upload: 60_000,
  /**
   * One image or recording fetched for offline use (a course's download) or to play: a stalled one
   * must end the download with a message, or let the word fall back to the device's voice.
   */
  media: 15_000,
  /**
   * A course's download waits this long for the service worker to control the page before it asks
   * for the media (a first visit's worker installs its precache first, about 1.5 MB).
   */
  workerControl: 60_000,
  /** One outbox write (fetch, so the service worker can queue it). */
  outboxSend: 15_000,
} as const;
