/** The review feature's session and settings chunk (the stats screen has its own, with Chart.js). */
export { ReviewSessionScreen } from "./review-session-screen";
export { ReviewSettingsScreen } from "./review-settings-screen";
