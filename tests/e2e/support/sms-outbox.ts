import fs from "node:fs";
import path from "node:path";

interface SmsLine {
  to: string;
  text: string;
  code: string;
  intent: string;
  at: string;
}

/** The last code the console SMS provider wrote for a mobile (09… form), waiting for it briefly. */
export async function lastSmsCode(
  dataDir: string,
  mobile: string,
  intent?: string,
  timeoutMs = 5_000,
): Promise<string> {
  const file = path.join(dataDir, "sms-outbox.jsonl");
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (fs.existsSync(file)) {
      const lines = fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SmsLine)
        .filter((line) => line.to === mobile && (!intent || line.intent === intent));
      const last = lines.at(-1);
      if (last) return last.code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No SMS for ${mobile} in ${file}`);
}

/** A fresh, valid Iranian mobile for each test, so journeys never collide. */
export function uniqueMobile(): string {
  const tail = String(Date.now() % 10_000_000).padStart(7, "0");
  const random = Math.floor(Math.random() * 90 + 10);
  return `091${random}${tail}`.slice(0, 11);
}
