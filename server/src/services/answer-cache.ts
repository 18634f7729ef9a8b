import { promisify } from "node:util";
import zlib from "node:zlib";
import { JsonText, answerEtag } from "../http/define-route.js";

/**
 * Answers kept ready to send: the JSON text with its ETag and its brotli and gzip forms
 * (JsonText), held by key with what they were built from, up to a byte budget (least recently used
 * dropped first). A hit skips building the answer, serialising it, hashing it and compressing it.
 */

/** Below this an answer is not worth compressing (as plugins/compression.ts). */
const COMPRESS_FROM = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `text` for `userId` ("" when the same for everyone): its ETag and, from 1 KB up, its compressed forms. */
export async function readyAnswer(userId: string, text: string): Promise<JsonText> {
  const encoded = new Map<"identity" | "br" | "gzip", Buffer>([["identity", Buffer.from(text)]]);
  if (text.length >= COMPRESS_FROM) {
    const [br, gz] = await Promise.all([
      brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip(text),
    ]);
    encoded.set("br", br).set("gzip", gz);
  }
  return new JsonText(text, answerEtag(userId, text), encoded);
}

/** The memory an answer holds: its text (two bytes a character at most) and its encoded forms. */
function sizeOf(answer: JsonText): number {
  let bytes = 2 * answer.text.length;
  for (const buffer of answer.encoded?.values() ?? []) bytes += buffer.length;
  return bytes;
}

interface Held {
  /** What the answer was built from: another source, another answer. */
  source: string;
  answer: JsonText;
  bytes: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Held>();
  private bytes = 0;

  constructor(readonly budget: number) {}

  /** The answer held under `key` when it was built from `source`. */
  get(key: string, source: string): JsonText | undefined {
    const held = this.entries.get(key);
    if (!held || held.source !== source) return undefined;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, held);
    return held.answer;
  }

  /** What is held under `key` and what it was built from, without counting as a use. */
  peek(key: string): { source: string; answer: JsonText } | undefined {
    const held = this.entries.get(key);
    return held ? { source: held.source, answer: held.answer } : undefined;
  }

  /** Holds `answer` under `key` (replacing what was there), unless it alone takes over a quarter of the budget. */
  set(key: string, source: string, answer: JsonText): void {
    this.delete(key);
    const bytes = sizeOf(answer) + 2 * (key.length + source.length);
    if (bytes > this.budget / 4) return;
    this.entries.set(key, { source, answer, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}
