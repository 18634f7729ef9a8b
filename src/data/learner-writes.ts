// The writes a study screen makes, in one chunk with the outbox they queue in (its request
// schemas, the endpoint registry and the API client come with it). Loaded by load-learner-writes.ts,
// never imported statically by a screen: a word card paints without this code (issue 13).
export { completeWord } from "./learning/complete-word";
export { removeBookmark, saveBookmark } from "./bookmarks/bookmark-writes";
