import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Inputs of the PWA build: when any is newer than dist/index.html, the build is stale. */
const SOURCES = [
  "src",
  "sw",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/frame-chunk.ts",
  "scripts/inline-messages.ts",
  "scripts/signed-in-preload.ts",
  "scripts/first-asks.ts",
  "scripts/loading-shell.ts",
  "scripts/production-builds.ts",
  "scripts/subset-fonts.ts",
  "scripts/app-fonts.ts",
  // The fonts keep the characters the seeded courses show (scripts/app-fonts.ts).
  "server/seed/content",
  "server/src/plugins/precompress.ts",
  "package-lock.json",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the PWA when dist/ is missing or older than its sources. Returns whether it built. */
export function ensureBuild(root = process.cwd()): boolean {
  const builtAt = newestMtime(path.join(root, "dist", "index.html"));
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > 0 && builtAt >= changedAt && fs.existsSync(path.join(root, "dist", "sw.js"))) return false;
  console.log(builtAt === 0 ? "Building the PWA (no build yet)…" : "Rebuilding the PWA (sources changed)…");
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The PWA build failed.");
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
}
