import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { compileHints } from "../../../scripts/compile-hints";
import { productionBuilds } from "../../../scripts/production-builds";
import { compressBoth } from "../../../server/src/plugins/precompress";

/**
 * The floor app's entry: react + react-dom + react-router, one route whose screen is `screen` (a
 * JS expression building it with `createElement`), rendered into `#root`.
 */
function floorEntry(screen: string): string {
  return [
    'import { createElement } from "react";',
    'import { createRoot } from "react-dom/client";',
    'import { createBrowserRouter, RouterProvider } from "react-router";',
    `const router = createBrowserRouter([{ path: "*", Component: () => ${screen} }]);`,
    'createRoot(document.getElementById("root")).render(createElement(RouterProvider, { router }));',
  ].join("\n");
}

/** The floor app's sources in a new folder under node_modules (Vite resolves the packages from there). */
function floorSources(html: string, screen: string): string {
  const dir = fs.mkdtempSync(path.join(process.cwd(), "node_modules", ".vajeh-floor-"));
  fs.writeFileSync(path.join(dir, "index.html"), html);
  fs.writeFileSync(path.join(dir, "main.js"), floorEntry(screen));
  return dir;
}

/** Vite's production build of the floor app in `dir`, with the app's production builds of its packages. */
function buildFloor(dir: string, options: { base?: string; outDir?: string; compileHints?: boolean }) {
  return build({
    root: dir,
    base: options.base,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    // The app's production builds of its packages (react-router's production build, not its development one).
    plugins: options.compileHints ? [productionBuilds(), compileHints()] : [productionBuilds()],
    build:
      options.outDir === undefined
        ? { write: false, modulePreload: { polyfill: false } }
        : { outDir: options.outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** react + react-dom + react-router (a one-route app), built by this project's Vite as the app's are, minified. */
export async function floor(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const dir = floorSources(
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    'createElement("p", null, "floor")',
  );
  try {
    const output = await buildFloor(dir, {});
    const results = Array.isArray(output) ? output : [output];
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const result of results) {
      if (!("output" in result)) throw new Error("The floor build did not return its output.");
      for (const chunk of result.output) {
        if (chunk.type !== "chunk") continue;
        const bytes = Buffer.from(chunk.code);
        const { br, gz } = compressBoth(bytes);
        raw += bytes.length;
        gzip += gz.length;
        brotli += br.length;
      }
    }
    return { raw, gzip, brotli };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The floor app as a page to load: `html` (which loads `./main.js`) and the screen it renders, built
 * as the app's chunks are (production builds, V8's compile hint on every chunk) into `outDir`, for
 * the site path `base`.
 */
export async function buildFloorPage(options: {
  html: string;
  screen: string;
  outDir: string;
  base: string;
}): Promise<void> {
  const dir = floorSources(options.html, options.screen);
  try {
    await buildFloor(dir, { base: options.base, outDir: options.outDir, compileHints: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
