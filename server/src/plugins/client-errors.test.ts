import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

// Answers Node's HTTP parser gives before Fastify sees a request (a URL or headers too large, a
// request line that is not HTTP) keep the contract's error shape. Only a real socket reaches them.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes on a fresh connection and parses the one answer that comes back before it closes. */
function rawRequest(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => socket.end(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close while the request is still being written; what it answered is what counts.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine = "", ...headerLines] = text.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: text.slice(split + 4) });
    });
  });
}

const PERSIAN = /[\u0600-\u06FF]/;

function expectErrorShape(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { messages: { error: string } };
  expect(Object.keys(body)).toEqual(["messages"]);
  expect(body.messages.error).toMatch(PERSIAN);
}

describe("errors from Node's HTTP parser", () => {
  it("a URL too long is a 414 with the error shape", async () => {
    const answer = await rawRequest(`GET /api/health?q=${"a".repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectErrorShape(answer, 414);
  });

  it("headers too large are a 431 with the error shape", async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`,
    );
    expectErrorShape(answer, 431);
  });

  it("many headers adding up past the limit are a 431", async () => {
    const headers = Array.from({ length: 400 }, (_, i) => `X-H${i}: ${"b".repeat(60)}\r\n`).join("");
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\n${headers}\r\n`);
    expectErrorShape(answer, 431);
  });

  it("a request that is not HTTP is a 400 with the error shape", async () => {
    expectErrorShape(await rawRequest("NOT HTTP AT ALL\r\n\r\n"), 400);
  });

  it("a path segment past the router's limit is a 414 with the error shape too", async () => {
    const answer = await rawRequest(`GET /api/payment/verify/${"a".repeat(300)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectErrorShape(answer, 414);
  });

  it("an ordinary request on the same server still answers", async () => {
    const answer = await rawRequest("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
  });
});
