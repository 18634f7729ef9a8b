import { STATIC_BASELINE_PATH } from "./static-baseline";

/**
 * What a new device's page-load benchmarks open (slow-link, slow-phone): a static page as the
 * baseline, a lesson's and a word's deep links and home, each with what the learner waits for.
 */
export interface Target {
  label: string;
  path: string;
  signedIn: boolean;
  /** What the learner waits for, in order: each is timed from the navigation's start. */
  marks: Array<{ label: string; selector: string }>;
}

export const NEW_DEVICE_TARGETS: readonly Target[] = [
  {
    label: "static page (baseline)",
    path: STATIC_BASELINE_PATH,
    signedIn: false,
    marks: [{ label: "heading", selector: "h1" }],
  },
  {
    label: "lesson a1-1, deep link",
    path: "/v1/lesson/a1/a1-1",
    signedIn: true,
    marks: [
      { label: "title", selector: "main h1" },
      { label: "first section row", selector: 'main a[href*="/vocabulary/"]' },
    ],
  },
  {
    label: "word a1-1-1-01, deep link",
    path: "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01",
    signedIn: true,
    // The word card's German heading (the seed's first word of A1).
    marks: [{ label: "card", selector: 'main h2[lang="de"]' }],
  },
  {
    label: "home",
    path: "/v1/",
    signedIn: true,
    marks: [{ label: "A1 course link", selector: 'main a[href*="/course/a1"]' }],
  },
];
