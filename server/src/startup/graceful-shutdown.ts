import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  /** Requests in flight get this long to finish; then the process exits anyway (code 1). */
  timeoutMs: number;
  /** Closes what the app does not own (the database pool), after the last request. */
  closeResources: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * SIGTERM (or SIGINT) stops the process gracefully: /api/ready turns 503 and the listening socket
 * closes at once, so no new connection is accepted (a proxy sends it to another process); requests
 * in flight run to their end and are answered; a request arriving on an open keep-alive connection
 * meanwhile is answered 503 with `Connection: close` before any handler runs; then the database pool
 * closes and the process exits 0. Past `timeoutMs` it exits 1 without waiting further: a
 * transaction cut there is rolled back by the database, never half-written. A second signal
 * changes nothing.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining.value = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, "shutting down: finishing requests in flight");
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, "shutdown timed out: exiting with requests unfinished");
      exit(1);
    }, options.timeoutMs);
    deadline.unref();
    app
      .close()
      .then(() => options.closeResources())
      .then(
        () => {
          clearTimeout(deadline);
          app.log.info("shut down");
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          app.log.error({ err: error }, "error while shutting down");
          exit(1);
        },
      );
  };
  process.once("SIGTERM", shutDown);
  process.once("SIGINT", shutDown);
}
