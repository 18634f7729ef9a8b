import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface SpokenAudio {
  file: string;
  etag: string;
  contentType: "audio/wav";
}

/** Speaks German text to an audio file, once; later calls for the same text reuse the file. */
export interface TtsService {
  speak(text: string): Promise<SpokenAudio>;
}

/** Where the server keeps its recordings: beside the database, in DATA_DIR. */
export const speechCacheDir = (dataDir: string) => path.join(dataDir, "audio");

export class TtsUnavailableError extends Error {
  override name = "TtsUnavailableError";
}

/** How long one espeak-ng run may take (a short text takes well under a second) before it is killed. */
const SPEAK_TIMEOUT_MS = 10_000;

/**
 * espeak-ng with the German voice; files cached under `cacheDir`, named by a hash of voice and text.
 * A run that hangs is killed after `timeoutMs`, so its request ends (503) instead of waiting forever.
 */
export function espeakTts(options: {
  binary: string;
  cacheDir: string;
  voice?: string;
  timeoutMs?: number;
}): TtsService {
  const voice = options.voice ?? "de";
  const inFlight = new Map<string, Promise<SpokenAudio>>();

  async function synthesize(text: string, file: string): Promise<void> {
    await fs.mkdir(options.cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    await new Promise<void>((resolve, reject) => {
      // The text goes on stdin, never on the command line, so nothing in it is read as an option.
      const child = spawn(options.binary, ["-v", voice, "-s", "140", "-w", temp, "--stdin"], {
        stdio: ["pipe", "ignore", "pipe"],
        timeout: options.timeoutMs ?? SPEAK_TIMEOUT_MS,
        killSignal: "SIGKILL",
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", (error: NodeJS.ErrnoException) =>
        reject(error.code === "ENOENT" ? new TtsUnavailableError("espeak-ng is not installed") : error),
      );
      child.on("close", (code, signal) =>
        code === 0
          ? resolve()
          : reject(new TtsUnavailableError(`espeak-ng exited with ${code ?? signal}: ${stderr.trim()}`)),
      );
      // If espeak-ng dies before reading, the write fails with EPIPE; `close` reports the failure.
      child.stdin.on("error", () => undefined);
      child.stdin.end(text);
    }).catch(async (error: unknown) => {
      await fs.rm(temp, { force: true });
      throw error;
    });
    await fs.rename(temp, file);
  }

  return {
    async speak(text) {
      const hash = crypto.createHash("sha256").update(`${voice}\u0000${text}`).digest("hex").slice(0, 32);
      const file = path.join(options.cacheDir, `${hash}.wav`);
      const result: SpokenAudio = { file, etag: `"${hash}"`, contentType: "audio/wav" };
      try {
        await fs.access(file);
        return result;
      } catch {
        // not cached yet
      }
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = synthesize(text, file)
          .then(() => result)
          .finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      return pending;
    },
  };
}
