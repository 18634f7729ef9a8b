/**
 * A review-log cursor as it travels: the server's position in a learner's logs, 1–18 digits. Kept
 * apart from review.ts (no zod here), so the app's hand check of a pulled page holds the same rule.
 */
export const REVIEW_CURSOR = /^\d{1,18}$/;
