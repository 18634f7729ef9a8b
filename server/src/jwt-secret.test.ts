import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadJwtSecret } from "./jwt-secret.js";
import { StartupError } from "./startup-error.js";

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-secret-"));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const decode = (secret: Uint8Array) => new TextDecoder().decode(secret);

/** The error loadJwtSecret throws, or a failure when it returns. */
function refusal(options: Parameters<typeof loadJwtSecret>[0]): StartupError {
  try {
    loadJwtSecret(options);
  } catch (error) {
    if (error instanceof StartupError) return error;
    throw error;
  }
  throw new Error("loadJwtSecret accepted the secret");
}

describe("loadJwtSecret from DATA_DIR/jwt-secret", () => {
  it("generates a secret of at least 32 bytes once, readable by the owner only, and keeps it", () => {
    const dir = path.join(tempDir(), "not-yet");
    const first = loadJwtSecret({ dataDir: dir });
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "jwt-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(decode(first)).toBe(fs.readFileSync(file, "utf8").trim());
    expect(decode(loadJwtSecret({ dataDir: dir }))).toBe(decode(first));
    // Nothing but the secret is left behind.
    expect(fs.readdirSync(dir)).toEqual(["jwt-secret"]);
  });

  it("reads a good file (surrounding whitespace ignored)", () => {
    const dir = tempDir();
    const secret = "x".repeat(40);
    fs.writeFileSync(path.join(dir, "jwt-secret"), `  ${secret}\n`);
    expect(decode(loadJwtSecret({ dataDir: dir }))).toBe(secret);
  });

  it("refuses an empty file, naming it and saying what to do", () => {
    const dir = tempDir();
    const file = path.join(dir, "jwt-secret");
    for (const content of ["", "\n  \n"]) {
      fs.writeFileSync(file, content);
      const error = refusal({ dataDir: dir });
      expect(error.message).toContain(file);
      expect(error.message).toMatch(/empty/);
      expect(error.message).toMatch(/32 bytes/);
      // It stays as it was: a secret is never silently replaced (that would sign everyone out).
      expect(fs.readFileSync(file, "utf8")).toBe(content);
    }
  });

  it("refuses a short file (31 bytes, or 3 characters)", () => {
    const dir = tempDir();
    const file = path.join(dir, "jwt-secret");
    for (const content of ["abc", "y".repeat(31), "ءءءءءءءءءءءءءءء"]) {
      fs.writeFileSync(file, content);
      const error = refusal({ dataDir: dir });
      expect(error.message).toContain(file);
      expect(error.message).toMatch(/32 bytes/);
    }
    // 32 bytes is enough, counted in bytes (16 two-byte letters).
    fs.writeFileSync(file, "ءءءءءءءءءءءءءءءء");
    expect(loadJwtSecret({ dataDir: dir }).byteLength).toBe(32);
  });

  it("never leaves a partial jwt-secret when writing fails half-way, and starts well the next time", () => {
    const dir = tempDir();
    const file = path.join(dir, "jwt-secret");
    // The process dies while writing the secret's bytes (a crash, a full disk).
    // writeFileSync opens (creating the file) and then writes: the crash comes between the two.
    const crash = () => {
      throw new Error("simulated crash while writing");
    };
    vi.spyOn(fs, "writeSync").mockImplementation(crash);
    vi.spyOn(fs, "writeFileSync").mockImplementation((target, _data, options) => {
      const flag = typeof options === "object" && options?.flag ? options.flag : "w";
      if (typeof target === "string") fs.closeSync(fs.openSync(target, flag));
      crash();
    });
    expect(() => loadJwtSecret({ dataDir: dir })).toThrow();
    vi.restoreAllMocks();
    expect(fs.existsSync(file)).toBe(false);

    const secret = loadJwtSecret({ dataDir: dir });
    expect(secret.byteLength).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(decode(secret));
  });

  it("gives every process starting together the same secret: the first one written wins", () => {
    const dir = tempDir();
    const file = path.join(dir, "jwt-secret");
    // Another process finishes its secret between this one's check and its own write.
    const theirs = "t".repeat(64);
    const realLink = fs.linkSync;
    vi.spyOn(fs, "linkSync").mockImplementation((existing, target) => {
      fs.writeFileSync(file, theirs);
      realLink(existing, target);
    });
    expect(decode(loadJwtSecret({ dataDir: dir }))).toBe(theirs);
    expect(fs.readFileSync(file, "utf8")).toBe(theirs);
  });
});

describe("loadJwtSecret from JWT_SECRET", () => {
  it("uses a secret of 32 bytes or more and writes no file", () => {
    const dir = tempDir();
    expect(decode(loadJwtSecret({ secret: "s".repeat(32), dataDir: dir }))).toBe("s".repeat(32));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a shorter one, naming JWT_SECRET", () => {
    const error = refusal({ secret: "s".repeat(31), dataDir: tempDir() });
    expect(error.message).toMatch(/JWT_SECRET/);
    expect(error.message).toMatch(/32 bytes/);
  });
});
