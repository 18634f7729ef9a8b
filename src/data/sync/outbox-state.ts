import type { OutboxEntry } from "../db/rows";

type RefusalListener = (entry: OutboxEntry) => void;

/**
 * One user's side of the outbox: the drain under way (one at a time) and who is told of a write
 * the server refuses. Light on purpose (no request schemas): the signed-in frame makes it with the
 * user's sync object, and the outbox's code loads only once a write waits (decision 018).
 */
export class OutboxState {
  private draining: Promise<void> | null = null;
  /** A drain was asked for while `draining` ran. */
  private asked = false;
  private readonly refusalListeners = new Set<RefusalListener>();
  private disposed = false;

  constructor(readonly userId: string) {}

  /**
   * Runs `drain` unless a drain is under way (that one is answered); none once disposed. Asked
   * while one runs, it notes the ask: the running drain may have read the queue already, so it
   * looks once more before it ends (`askedAgain`), and an ask that came after its last look runs it
   * once more. A write queued as a drain ends never waits for the next timer.
   */
  once(drain: () => Promise<void>): Promise<void> {
    if (this.disposed) return this.settled();
    if (this.draining) {
      this.asked = true;
      return this.draining;
    }
    this.asked = false;
    // `.finally` (not try/finally inside): an early return would otherwise clear `draining` before
    // it is assigned, leaving a settled promise in place that every later call would return.
    this.draining = this.drainWhileAsked(drain).finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drainWhileAsked(drain: () => Promise<void>): Promise<void> {
    await drain();
    while (this.askedAgain() && !this.disposed) await drain();
  }

  /** For the drain about to end: whether it was asked for since it last looked (then it looks again). */
  askedAgain(): boolean {
    const asked = this.asked;
    this.asked = false;
    return asked;
  }

  /** Resolves when the drain under way (if any) has ended. */
  settled(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  /** Called with each write the server refuses, so the learner is told (never dropped in silence). */
  onRefused(listener: RefusalListener): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  tellRefused(entry: OutboxEntry): void {
    for (const listener of this.refusalListeners) listener(entry);
  }

  /** How many are told of refusals (a disposed outbox tells none). */
  get listenerCount(): number {
    return this.refusalListeners.size;
  }

  /** Its user is gone: no new drain starts here, and nobody is told any more. */
  dispose(): void {
    this.disposed = true;
    this.refusalListeners.clear();
  }
}
