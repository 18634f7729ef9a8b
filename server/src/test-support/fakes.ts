import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SmsMessage, SmsProvider } from "../services/sms.js";
import type { SpokenAudio, TtsService } from "../services/tts.js";
import { TtsUnavailableError } from "../services/tts.js";

/** Keeps every SMS in memory so a test reads the code it was sent. */
export class MemorySms implements SmsProvider {
  readonly name = "memory";
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("provider down");
    }
    this.sent.push(message);
  }
  /** The code last sent to this mobile (normal form 09…), optionally for one intent. */
  lastCode(mobile: string, intent?: string): string {
    const found = [...this.sent].reverse().find((m) => m.to === mobile && (!intent || m.intent === intent));
    if (!found) throw new Error(`no SMS was sent to ${mobile}`);
    return found.code;
  }
}

/** Writes a tiny WAV-like file per text and counts how often it really "spoke". */
export class FakeTts implements TtsService {
  spoken: string[] = [];
  unavailable = false;
  // One directory for every call, also for calls made at once (each would otherwise make its own).
  private dir: Promise<string> | null = null;
  async speak(text: string): Promise<SpokenAudio> {
    if (this.unavailable) throw new TtsUnavailableError("espeak-ng is not installed");
    this.dir ??= fs.mkdtemp(path.join(os.tmpdir(), "vajeh-tts-"));
    const name = Buffer.from(text).toString("hex").slice(0, 60);
    const file = path.join(await this.dir, `${name}.wav`);
    try {
      await fs.access(file);
    } catch {
      this.spoken.push(text);
      await fs.writeFile(file, Buffer.concat([Buffer.from("RIFF"), Buffer.from(text)]));
    }
    return { file, etag: `"${name}"`, contentType: "audio/wav" };
  }
}
