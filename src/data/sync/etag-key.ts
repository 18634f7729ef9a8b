/**
 * Where the ETag of the answer the device holds for `what` is kept (Dexie `meta`, cleared on
 * logout). Stored in the transaction that wrote the answer (etags.ts), so a screen reading both
 * sees the answer and its tag arrive together.
 */
export const etagKey = (what: string) => `etag:${what}`;
