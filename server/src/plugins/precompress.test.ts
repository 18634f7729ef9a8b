import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.js";

function buildLike(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-precompress-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, "icons"));
  const code = Array.from({ length: 300 }, (_, i) => `const v${i} = "واژه ${i}";`).join("\n");
  fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), code);
  fs.writeFileSync(path.join(dir, "assets", "index-abc.css"), `.a{color:red}\n`.repeat(200));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><p>${"سلام ".repeat(100)}</p>`);
  fs.writeFileSync(
    path.join(dir, "sw.js"),
    `self.__WB_MANIFEST=${JSON.stringify(Array(50).fill({ url: "a" }))}`,
  );
  fs.writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "واژه".repeat(40) }));
  fs.writeFileSync(path.join(dir, "icons", "icon.svg"), `<svg>${"<g/>".repeat(100)}</svg>`);
  fs.writeFileSync(path.join(dir, "icons", "icon.png"), Buffer.alloc(2000, 7));
  fs.writeFileSync(path.join(dir, "assets", "font.woff2"), Buffer.alloc(2000, 7));
  fs.writeFileSync(path.join(dir, "tiny.json"), "1");
  return dir;
}

describe("precompressDirectory", () => {
  it("writes .br and .gz beside every text file, each decoding to the file's bytes", () => {
    const dir = buildLike();
    const result = precompressDirectory(dir);
    const text = [
      "assets/index-abc.js",
      "assets/index-abc.css",
      "index.html",
      "sw.js",
      "manifest.webmanifest",
      "icons/icon.svg",
    ];
    expect(result.compressed.sort()).toEqual([...text].sort());
    for (const name of text) {
      const raw = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(raw), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(raw), name).toBe(true);
      expect(br.length, name).toBeLessThan(raw.length);
      expect(gz.length, name).toBeLessThan(raw.length);
    }
  });

  it("leaves binary files alone and writes nothing that would not be smaller", () => {
    const dir = buildLike();
    const result = precompressDirectory(dir);
    for (const name of ["icons/icon.png", "assets/font.woff2", "tiny.json"]) {
      expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(fs.existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(result.skipped).toEqual(["tiny.json"]);
  });

  it("replaces stale siblings when run again over a changed file, and never compresses its own output", () => {
    const dir = buildLike();
    precompressDirectory(dir);
    const file = path.join(dir, "sw.js");
    fs.writeFileSync(file, `self.__WB_MANIFEST=[];${"// changed\n".repeat(100)}`);
    precompressDirectory(dir);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(fs.readFileSync(file))).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(fs.readFileSync(file))).toBe(true);
    expect(fs.existsSync(`${file}.br.br`)).toBe(false);
    expect(fs.existsSync(`${file}.gz.gz`)).toBe(false);
  });
});
