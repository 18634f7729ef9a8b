import fs from "node:fs/promises";
import path from "node:path";
import { StartupError } from "../startup-error.js";

export interface SmsMessage {
  to: string;
  text: string;
  code: string;
  intent: string;
}

/** Sends an SMS. Implementations: the console provider (development) and an HTTP provider. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Prints each message and appends it as one JSON line to DATA_DIR/sms-outbox.jsonl, which is how
 * a developer, a test or a demo reads a code. Refused in production.
 */
export function consoleSmsProvider(options: {
  dataDir: string;
  nodeEnv: string;
  print?: boolean;
}): SmsProvider {
  if (options.nodeEnv === "production") {
    throw new StartupError(
      "The console SMS provider is not allowed when NODE_ENV=production; configure SMS_HTTP_URL.",
    );
  }
  const file = path.join(options.dataDir, "sms-outbox.jsonl");
  return {
    name: "console",
    async send(message) {
      const line = {
        to: message.to,
        text: message.text,
        code: message.code,
        intent: message.intent,
        at: new Date().toISOString(),
      };
      await fs.mkdir(options.dataDir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(line)}\n`, "utf8");
      if (options.print !== false) console.log(`[sms] to ${message.to}: ${message.text}`);
    },
  };
}

export interface HttpSmsOptions {
  url: string;
  apiKey?: string | undefined;
  sender?: string | undefined;
  fetchImpl?: typeof fetch;
}

/**
 * A real SMS service's REST API: POSTs `{to, text, sender}` as JSON with a bearer key and expects
 * a 2xx. (Most Iranian SMS gateways take this shape or a thin variant of it.)
 */
export function httpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: "http",
    async send(message) {
      const response = await fetchImpl(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}
