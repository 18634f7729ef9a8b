import http from "node:http";
import type net from "node:net";
import { freePort } from "./server";

/**
 * What the network does to each request: pass it through, hold it for `ms` before it goes on (a
 * slow round trip), or stall (the connection is accepted, the request read, and nothing ever
 * comes back — a tunnel: connected, and no data moves).
 */
export type Network = { kind: "pass" } | { kind: "delay"; ms: number } | { kind: "stall" };

export interface SlowProxy {
  url: string;
  setNetwork(network: Network): void;
  /** How many requests whose path starts with `path` arrived and have not been answered yet. */
  unanswered(path: string): number;
  /** How many requests whose path starts with `path` arrived in all. */
  arrived(path: string): number;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of the real server (like fault-proxy.ts) whose network can be
 * slowed down or stalled, so journeys see what the app does while a request is still waiting.
 */
export async function startSlowProxy(target: string): Promise<SlowProxy> {
  const port = await freePort();
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  const waiting: string[] = [];
  const seen: string[] = [];
  let network: Network = { kind: "pass" };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, path: string) => {
    const onward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path,
        headers: request.headers,
      },
      (answer) => {
        const hold = network.kind === "delay" ? network.ms : 0;
        setTimeout(() => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }, hold);
      },
    );
    onward.on("error", () => request.socket.destroy());
    request.pipe(onward);
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    seen.push(path);
    waiting.push(path);
    response.on("close", () => waiting.splice(waiting.indexOf(path), 1));
    if (network.kind === "stall") {
      request.resume(); // read it all, answer nothing
      return;
    }
    forward(request, response, path);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    setNetwork(next) {
      network = next;
    },
    unanswered: (path) => waiting.filter((p) => p.startsWith(path)).length,
    arrived: (path) => seen.filter((p) => p.startsWith(path)).length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
