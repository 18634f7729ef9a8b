/** Where spaced review lives (issue 16): the one place these paths are written. */
export const REVIEW_PATH = "/review";
export const REVIEW_STATS_PATH = "/review/stats";
export const REVIEW_SETTINGS_PATH = "/review/settings";
