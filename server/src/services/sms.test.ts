import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StartupError } from "../startup-error.js";
import { consoleSmsProvider, httpSmsProvider } from "./sms.js";

const message = {
  to: "09121234567",
  text: "کد تأیید واژه: 12345",
  code: "12345",
  intent: "sms_request_register",
};

describe("console SMS provider", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-sms-"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("appends one JSON line per message to DATA_DIR/sms-outbox.jsonl", async () => {
    const dataDir = path.join(dir, "data");
    const provider = consoleSmsProvider({ dataDir, nodeEnv: "development", print: false });
    expect(provider.name).toBe("console");
    await provider.send(message);
    await provider.send({ ...message, to: "09120000000", code: "54321", text: "کد تأیید واژه: 54321" });
    const lines = fs.readFileSync(path.join(dataDir, "sms-outbox.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? "") as Record<string, string>;
    expect(first).toMatchObject({
      to: message.to,
      text: message.text,
      code: "12345",
      intent: message.intent,
    });
    expect(Number.isNaN(Date.parse(first.at ?? ""))).toBe(false);
    expect(JSON.parse(lines[1] ?? "")).toMatchObject({ to: "09120000000", code: "54321" });
  });

  it("is refused in production, as an operator's start-up error (one message, no stack trace)", () => {
    expect(() => consoleSmsProvider({ dataDir: dir, nodeEnv: "production" })).toThrow(/production/);
    expect(() => consoleSmsProvider({ dataDir: dir, nodeEnv: "production" })).toThrow(StartupError);
  });
});

describe("HTTP SMS provider", () => {
  let server: http.Server;
  let url: string;
  const received: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let status = 200;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        received.push({ method: request.method, headers: request.headers, body });
        response.writeHead(status, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    url = `http://127.0.0.1:${address.port}/send`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("POSTs {to, text, sender} as JSON with the bearer key", async () => {
    status = 200;
    const provider = httpSmsProvider({ url, apiKey: "key-123", sender: "Vajeh" });
    expect(provider.name).toBe("http");
    await provider.send(message);
    const last = received.at(-1);
    expect(last?.method).toBe("POST");
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(last?.headers.authorization).toBe("Bearer key-123");
    expect(JSON.parse(last?.body ?? "")).toEqual({ to: message.to, text: message.text, sender: "Vajeh" });
  });

  it("sends no authorization header without a key", async () => {
    status = 200;
    await httpSmsProvider({ url }).send(message);
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
  });

  it("throws when the service answers outside 2xx", async () => {
    status = 502;
    await expect(httpSmsProvider({ url, apiKey: "k" }).send(message)).rejects.toThrow(/502/);
  });

  it("throws when the service is unreachable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    if (!address || typeof address === "string") throw new Error("no port");
    await expect(
      httpSmsProvider({ url: `http://127.0.0.1:${address.port}/` }).send(message),
    ).rejects.toThrow();
  });
});
