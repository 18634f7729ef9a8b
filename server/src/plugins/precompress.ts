import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// This module is imported by vite.config.ts as well as by the server: node built-ins only.

/** The text files of the build that get `.br` and `.gz` siblings (binary formats are compressed already). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
];

/** The suffixes of the precompressed siblings, as @fastify/static's `preCompressed` looks for them. */
export const ENCODING_SUFFIXES: readonly string[] = [".br", ".gz"];

export interface PrecompressResult {
  /** Files that got both siblings, relative to the directory, with forward slashes. */
  compressed: string[];
  /** Text files left alone because neither encoding made them smaller. */
  skipped: string[];
}

function isText(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Brotli at its best quality and gzip at level 9: done once at build time, so the cost does not matter. */
export function compressBoth(raw: Buffer): { br: Buffer; gz: Buffer } {
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir` (stale siblings are
 * replaced). A sibling that would not be smaller than the file is not written (nor left behind), so
 * the server sends the file itself. Run after everything is written, the service worker included.
 */
export function precompressDirectory(dir: string): PrecompressResult {
  const result: PrecompressResult = { compressed: [], skipped: [] };
  for (const file of walk(dir)) {
    if (!isText(file)) continue;
    const relative = path.relative(dir, file).split(path.sep).join("/");
    const raw = fs.readFileSync(file);
    const { br, gz } = compressBoth(raw);
    let wrote = false;
    for (const [suffix, bytes] of [
      [".br", br],
      [".gz", gz],
    ] as const) {
      if (bytes.length < raw.length) {
        fs.writeFileSync(file + suffix, bytes);
        wrote = true;
      } else {
        fs.rmSync(file + suffix, { force: true });
      }
    }
    (wrote ? result.compressed : result.skipped).push(relative);
  }
  return result;
}
