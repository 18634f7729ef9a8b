import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { openApp } from "../startup/open-app.js";
import { StartupError } from "../startup-error.js";
import { copySeededDataDir } from "../test-support/seeded-data-dir.js";
import { openDatabase } from "./client.js";
import { checkPgliteDir } from "./pglite-dir.js";

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-pglite-")));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR a server has already started on: opening it skips initdb, migrations and the seed. */
function seededDir(): string {
  const dir = copySeededDataDir("vajeh-pglite-");
  tempDirs.push(dir);
  return dir;
}

function refusal(dir: string): StartupError {
  try {
    checkPgliteDir(dir, path.dirname(dir));
  } catch (error) {
    if (error instanceof StartupError) return error;
    throw error;
  }
  throw new Error("the directory was accepted");
}

describe("checkPgliteDir", () => {
  it("passes a directory that does not exist, or is empty (a new database)", () => {
    const dir = path.join(tempDir(), "pglite");
    checkPgliteDir(dir, path.dirname(dir));
    fs.mkdirSync(dir);
    fs.mkdirSync(path.join(dir, "lost+found"));
    checkPgliteDir(dir, path.dirname(dir));
  });

  it("refuses files without PG_VERSION: never a new empty database over data", () => {
    const dir = path.join(tempDir(), "pglite");
    fs.mkdirSync(path.join(dir, "base"), { recursive: true });
    const error = refusal(dir);
    expect(error.message).toContain(dir);
    expect(error.message).toMatch(/PG_VERSION/);
    expect(error.message).toMatch(/backup|move it away/);
  });

  it("accepts a postmaster.pid PostgreSQL accepts, refuses one it cannot read, saying to delete it", () => {
    const dir = path.join(tempDir(), "pglite");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "PG_VERSION"), "18\n");
    const pidFile = path.join(dir, "postmaster.pid");
    for (const good of ["-42\n/pglite/data\n", "12345\n", " 7\n"]) {
      fs.writeFileSync(pidFile, good);
      checkPgliteDir(dir, path.dirname(dir));
    }
    for (const bad of ["", "garbage\n", "0\n", "\u0000\u0000"]) {
      fs.writeFileSync(pidFile, bad);
      const error = refusal(dir);
      expect(error.message).toContain(pidFile);
      expect(error.message).toMatch(/delete/);
    }
  });
});

describe("openDatabase on a DATA_DIR", () => {
  it("holds DATA_DIR while open: a second open is refused, and it opens again after close", async () => {
    const dataDir = seededDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(StartupError);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it("releases the lock when it refuses a damaged directory", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, "pglite", "base"), { recursive: true });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/PG_VERSION/);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("is closed again, freeing DATA_DIR, when building the app fails after opening it", async () => {
    const dataDir = seededDir();
    // Production without an SMS service: refused once the database is open.
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://vajeh.example",
      DATA_DIR: dataDir,
    });
    await expect(openApp(config, { logger: false })).rejects.toThrow(StartupError);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
