/**
 * Many callers' items in one statement, one statement at a time (decisions 021 and 052): a lone call
 * is sent at once, and the calls made while a statement is on its way wait for it and then go
 * together in the next one. Nothing waits on a timer, so an idle server answers as fast as before,
 * and a busy one makes one round trip for many requests instead of one each.
 *
 * A call's statement always starts after the call was made, so it sees every write committed before
 * then: batching never serves an older state than a statement of the call's own would have.
 *
 * `send` answers one result per item, in the items' order. When it fails (or answers another number
 * of results), every call of that batch gets the error; the calls waiting behind it go on in the next.
 */
export function statementBatcher<Item, Result>(
  send: (items: readonly Item[]) => Promise<readonly Result[]>,
): (item: Item) => Promise<Result> {
  interface Call {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  let waiting: Call[] = [];
  let sending = false;

  async function sendWaiting(): Promise<void> {
    if (sending || waiting.length === 0) return;
    sending = true;
    const batch = waiting;
    waiting = [];
    try {
      const results = await send(batch.map((call) => call.item));
      if (results.length !== batch.length) {
        throw new Error(`a batched statement answered ${results.length} results for ${batch.length} items`);
      }
      batch.forEach((call, i) => call.resolve(results[i] as Result));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      sending = false;
      void sendWaiting();
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // The calls of this turn of the event loop go together; while a statement is out, they wait for it.
      if (!sending) queueMicrotask(() => void sendWaiting());
    });
}
