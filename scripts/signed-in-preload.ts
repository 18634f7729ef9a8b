import path from "node:path";
import type { Plugin } from "vite";
import type { DeviceScreen } from "../src/shared/device-screens";

/** What the plugin reads of a built chunk. */
interface BuiltChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The file and every chunk it imports statically, by file name. */
function staticClosure(start: string, chunks: ReadonlyMap<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/** A React Router pattern under `base` ("" for the index) as a regular expression for a pathname. */
export function routeRegex(base: string, pattern: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const segments = pattern
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${escape(segment)}`;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    });
  return `^${escape(base.replace(/\/$/, ""))}${segments.join("")}/?$`;
}

/** A screen's preload: the pathnames it answers (routeRegex) and its chunks beyond the frame's. */
export interface ScreenPreload {
  regex: string;
  files: readonly string[];
}

/**
 * The script's text: when a token is stored, each of the frame's files, and those of the first
 * screen whose regex matches the page's path, is preloaded as a module.
 */
export function preloadScript(
  base: string,
  tokenKey: string,
  files: readonly string[],
  screens: readonly ScreenPreload[] = [],
): string {
  const urls = (list: readonly string[]) => list.map((file) => `${base}${file}`);
  const table = JSON.stringify(screens.map((screen) => [screen.regex, urls(screen.files)]));
  return (
    `try{if(localStorage.getItem(${JSON.stringify(tokenKey)})){const files=${JSON.stringify(urls(files))};` +
    `for(const [regex,more] of ${table})if(new RegExp(regex).test(location.pathname)){files.push(...more);break}` +
    `for(const href of files){const link=document.createElement("link");link.rel="modulepreload";` +
    `link.href=href;link.crossOrigin="";document.head.append(link)}}}catch{}\n`
  );
}

/**
 * A learner who has signed in on this device opens the signed-in frame (`frameModule`), whose code
 * is a lazy route: the browser asked for it (the frame's chunk, Dexie, sync) only once the entry had
 * downloaded and run. This adds a tiny module script before the entry that, when a token is stored,
 * preloads the frame's chunks, so they download beside the entry, and those of the screen its path
 * opens, when it is one of `screens` (its route is lazy too: asked for once the entry had run and
 * the frame's chunk had come). A guest's pages load none of them (the login page's first-paint
 * budget, issue 13). No inline script: the page's CSP allows only files.
 */
export function signedInPreload(options: {
  base: string;
  frameModule: string;
  tokenKey: string;
  screens: readonly DeviceScreen[];
}): Plugin {
  let root = process.cwd();
  return {
    name: "vajeh:signed-in-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks.set(output.fileName, output);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const frameId = path.resolve(root, options.frameModule);
      const frame = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(frameId));
      const html = bundle["index.html"];
      if (!entry || !frame || html?.type !== "asset") {
        this.error("signed-in-preload: the entry, the frame's chunk or index.html is not in the bundle");
      }
      const loadedWithEntry = staticClosure(entry.fileName, chunks);
      const withFrame = staticClosure(frame.fileName, chunks);
      const files = [...withFrame].filter((file) => !loadedWithEntry.has(file));
      const screens = options.screens.map((screen): ScreenPreload => {
        const more = new Set<string>();
        for (const module of screen.modules) {
          const id = path.resolve(root, module);
          const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`signed-in-preload: ${module} (screen "${screen.pattern}") is in no chunk`);
          for (const file of staticClosure(chunk.fileName, chunks)) {
            if (!loadedWithEntry.has(file) && !withFrame.has(file)) more.add(file);
          }
        }
        return { regex: routeRegex(options.base, screen.pattern), files: [...more].sort() };
      });
      const reference = this.emitFile({
        type: "asset",
        name: "signed-in-preload.js",
        source: preloadScript(options.base, options.tokenKey, files.sort(), screens),
      });
      const script = `${options.base}${this.getFileName(reference)}`;
      const entryTag = `<script type="module" crossorigin src="${options.base}${entry.fileName}"></script>`;
      const source = String(html.source);
      if (!source.includes(entryTag))
        this.error("signed-in-preload: the entry's script tag is not in index.html");
      html.source = source.replace(
        entryTag,
        `<script type="module" src="${script}"></script>\n    ${entryTag}`,
      );
    },
  };
}
