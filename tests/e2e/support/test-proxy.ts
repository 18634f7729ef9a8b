import http from "node:http";
import type net from "node:net";
import { freePort } from "./server";

/** A write that reached the proxy (a request carrying an Idempotency-Key) and what it was answered. */
export interface SeenWrite {
  method: string;
  path: string;
  key: string;
  token: string;
  status: number;
  /** false when the proxy answered itself (an injected fault) without asking the server. */
  forwarded: boolean;
}

/** What the proxy does with the next writes: answer a status itself, or ask the server and answer a status instead. */
export type WriteFault =
  { kind: "answer"; status: number } | { kind: "forward-then-answer"; status: number } | null;

/**
 * What the network does to each request: pass it through, hold its answer for `ms` (a slow round
 * trip), or stall (the connection is accepted, the request read, and nothing ever comes back — a
 * tunnel: connected, and no data moves).
 */
export type Network = { kind: "pass" } | { kind: "delay"; ms: number } | { kind: "stall" };

export interface TestProxy {
  url: string;
  port: number;
  /** Every write seen, in order of arrival. */
  readonly writes: readonly SeenWrite[];
  /** When unreachable, every connection is cut at once (the app sees a network error, as with a stopped server). */
  setReachable(reachable: boolean): void;
  /** Applies a fault to every write from now on; null lets them through. */
  faultWrites(fault: WriteFault): void;
  /** Slows down or stalls every request from now on; `{ kind: "pass" }` lets them through. */
  setNetwork(network: Network): void;
  /** How many requests whose path starts with `path` arrived and have not been answered yet. */
  unanswered(path: string): number;
  /** How many requests whose path starts with `path` arrived in all. */
  arrived(path: string): number;
  close(): Promise<void>;
}

const IDEMPOTENCY_HEADER = "idempotency-key";

function bearer(header: string | undefined): string {
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
}

function errorBody(status: number): string {
  return JSON.stringify({ messages: { error: `fault injected by the test proxy (${status})` } });
}

/**
 * A loopback HTTP proxy in front of the real server, for journeys that need what a real network
 * does to the app and its service worker while the browser believes it is online: a server that
 * cannot be reached, one that answers 5xx, or a slow or stalled network. The app is opened at the
 * proxy's address, so the service worker, its queue and its replays all go through it. It records
 * every write it sees and every path that arrives.
 */
export async function startTestProxy(target: string): Promise<TestProxy> {
  const port = await freePort();
  const upstream = new URL(target);
  const writes: SeenWrite[] = [];
  const sockets = new Set<net.Socket>();
  const waiting: string[] = [];
  const seen: string[] = [];
  let reachable = true;
  let fault: WriteFault = null;
  let network: Network = { kind: "pass" };

  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    seen.push(path);
    waiting.push(path);
    response.on("close", () => waiting.splice(waiting.indexOf(path), 1));
    if (network.kind === "stall") {
      request.resume(); // read it all, answer nothing
      return;
    }

    const key = request.headers[IDEMPOTENCY_HEADER];
    const write =
      typeof key === "string"
        ? { method: request.method ?? "", path, key, token: bearer(request.headers.authorization) }
        : null;
    const applied = write ? fault : null;

    const answerFault = (status: number, forwarded: boolean) => {
      if (write) writes.push({ ...write, status, forwarded });
      response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      response.end(errorBody(status));
    };

    if (applied?.kind === "answer") {
      request.resume();
      request.on("end", () => answerFault(applied.status, false));
      return;
    }

    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path,
        headers: request.headers,
      },
      (answer) => {
        if (applied?.kind === "forward-then-answer") {
          answer.resume();
          answer.on("end", () => answerFault(applied.status, true));
          return;
        }
        if (write) writes.push({ ...write, status: answer.statusCode ?? 0, forwarded: true });
        const send = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (network.kind === "delay") setTimeout(send, network.ms);
        else send();
      },
    );
    forward.on("error", () => {
      // The server behind is down: cut the connection, as a stopped server would.
      request.socket.destroy();
    });
    request.pipe(forward);
  });

  server.on("connection", (socket) => {
    if (!reachable) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    writes,
    setReachable(next) {
      reachable = next;
      if (!next) for (const socket of sockets) socket.destroy();
    },
    faultWrites(next) {
      fault = next;
    },
    setNetwork(next) {
      network = next;
    },
    unanswered: (prefix) => waiting.filter((p) => p.startsWith(prefix)).length,
    arrived: (prefix) => seen.filter((p) => p.startsWith(prefix)).length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
