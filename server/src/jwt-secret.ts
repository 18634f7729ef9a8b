import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error.js";

/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_SECRET_BYTES = 32;
const SECRET_FILE = "jwt-secret";

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/** Why a secret is too weak to sign with, or undefined when it is strong enough. */
export function weakSecretReason(secret: string): string | undefined {
  const bytes = byteLength(secret);
  if (bytes >= MIN_SECRET_BYTES) return undefined;
  return bytes === 0 ? "is empty" : `is ${bytes} bytes long`;
}

const isErrno = (error: unknown, code: string) =>
  error instanceof Error && "code" in error && error.code === code;

/** Makes a rename or link in `dir` durable (where the platform lets a directory be fsynced). */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot open or fsync a directory; the file itself was fsynced.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Writes a new random secret to `file` atomically: into a temporary file first (owner-only, fsynced),
 * then hard-linked into place. link() never replaces an existing file, so when two processes start
 * together the first secret published is the one both read; a crash leaves at most a stray
 * temporary file, never a partial `jwt-secret`.
 */
function publishNewSecret(dir: string, file: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    const fd = fs.openSync(temporary, "wx", 0o600);
    try {
      fs.writeSync(fd, crypto.randomBytes(48).toString("base64url"));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  fsyncDirectory(dir);
}

/**
 * The HS256 secret: JWT_SECRET when set, otherwise `DATA_DIR/jwt-secret`, generated on first start.
 * A secret shorter than 32 bytes (an empty or truncated file, a short variable) stops start-up with
 * one StartupError saying what to do; it is never replaced silently, as that would sign everyone out.
 */
export function loadJwtSecret(options: { secret?: string | undefined; dataDir: string }): Uint8Array {
  if (options.secret !== undefined) {
    const reason = weakSecretReason(options.secret);
    if (reason) {
      throw new StartupError(
        `JWT_SECRET ${reason}; it must be at least ${MIN_SECRET_BYTES} bytes (for example the output of \`openssl rand -base64 48\`).`,
      );
    }
    return new TextEncoder().encode(options.secret);
  }
  const file = path.join(options.dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) publishNewSecret(options.dataDir, file);
  const secret = fs.readFileSync(file, "utf8").trim();
  const reason = weakSecretReason(secret);
  if (reason) {
    throw new StartupError(
      `The JWT secret in ${file} ${reason}; it must be at least ${MIN_SECRET_BYTES} bytes. ` +
        "Delete the file to have a new one generated at the next start (everyone will have to sign in again), " +
        `or set JWT_SECRET to a secret of ${MIN_SECRET_BYTES} bytes or more.`,
    );
  }
  return new TextEncoder().encode(secret);
}
