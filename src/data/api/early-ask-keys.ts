// What the page's first script and the app share about early asks (decision 043); the build reads
// them too, so this module holds nothing of the browser.

/** Where the script leaves its asks, by URL: a property of the page's global object. */
export const EARLY_ASKS_GLOBAL = "vajehEarlyAsks";

/**
 * localStorage: set once the device holds an answer of this learner's. The script asks nothing
 * then: the sync sends the tags of what it holds (If-None-Match), which an early ask cannot know.
 */
export const ANSWERS_HELD_KEY = "answers-held";
