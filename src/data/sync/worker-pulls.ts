import { readToken } from "../api/token-store";
import { reportDeadToken } from "../session/dead-token";
import { fromPullFailure, type PullReply, type PullRequest } from "./pull-messages";
import { pullsHere } from "./pulls-here";
import { callPull, PULL_NAMES, type PullName, type SyncPulls } from "./sync-pulls";

interface Waiting {
  name: PullName;
  args: unknown[];
  token: string | null;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type MakeWorker = () => Worker;

const makeSyncWorker: MakeWorker = () =>
  new Worker(new URL("./pull-worker.ts", import.meta.url), { type: "module", name: "vajeh-sync" });

/**
 * A sync run's pulls, sent to the sync worker (pull-worker.ts) and answered from it: the fetches,
 * JSON parsing, answer checks and Dexie writes of a first sync leave the page's main thread. A 401
 * there ends the session here, as it would from a pull on this thread. A worker that cannot start
 * (or breaks) hands what it was asked, and every later pull, to this thread.
 */
export class WorkerPulls {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly make: MakeWorker = makeSyncWorker) {}

  readonly pulls = Object.fromEntries(
    PULL_NAMES.map((name) => [name, (...args: unknown[]) => this.call(name, args)]),
  ) as unknown as SyncPulls;

  private call(name: PullName, args: unknown[]): Promise<unknown> {
    const worker = this.failed ? null : this.started();
    if (!worker) return callPull(pullsHere, name, args);
    const token = readToken();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { name, args, token, resolve, reject });
      const request: PullRequest = { id, name, args, token };
      worker.postMessage(request);
    });
  }

  private started(): Worker | null {
    if (this.worker) return this.worker;
    try {
      this.worker = this.make();
    } catch {
      this.failed = true;
      return null;
    }
    this.worker.onmessage = (event: MessageEvent<PullReply>) => this.settle(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fallBack();
    };
    this.worker.onmessageerror = () => this.fallBack();
    return this.worker;
  }

  private settle(reply: PullReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (reply.ok) {
      waiting.resolve(reply.value);
      return;
    }
    const error = fromPullFailure(reply.error);
    if (error.status === 401 && waiting.token) reportDeadToken(waiting.token);
    waiting.reject(error);
  }

  /** The worker did not start or broke: what it held, and every later pull, runs on this thread. */
  private fallBack(): void {
    this.failed = true;
    this.worker?.terminate();
    this.worker = null;
    const held = [...this.waiting.values()];
    this.waiting.clear();
    for (const waiting of held)
      callPull(pullsHere, waiting.name, waiting.args).then(waiting.resolve, waiting.reject);
  }
}

let shared: WorkerPulls | null = null;

/** The page's sync pulls: through the one sync worker where workers exist, on this thread otherwise (tests). */
export function defaultPulls(): SyncPulls {
  if (typeof Worker !== "function") return pullsHere;
  shared ??= new WorkerPulls();
  return shared.pulls;
}
