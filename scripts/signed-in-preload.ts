import path from "node:path";
import type { Plugin } from "vite";

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

/** The script's text: when a token is stored, each file is preloaded as a module. */
export function preloadScript(base: string, tokenKey: string, files: readonly string[]): string {
  const urls = JSON.stringify(files.map((file) => `${base}${file}`));
  return (
    `try{if(localStorage.getItem(${JSON.stringify(tokenKey)}))for(const href of ${urls}){` +
    `const link=document.createElement("link");link.rel="modulepreload";link.href=href;` +
    `link.crossOrigin="";document.head.append(link)}}catch{}\n`
  );
}

/**
 * A learner who has signed in on this device opens the signed-in frame (`frameModule`), whose code
 * is a lazy route: the browser asked for it (the frame's chunk, Dexie, sync) only once the entry had
 * downloaded and run. This adds a tiny module script before the entry that, when a token is stored,
 * preloads the frame's chunks, so they download beside the entry. A guest's pages load none of them
 * (the login page's first-paint budget, issue 13). No inline script: the page's CSP allows only files.
 */
export function signedInPreload(options: { base: string; frameModule: string; tokenKey: string }): Plugin {
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
      const files = [...staticClosure(frame.fileName, chunks)].filter((file) => !loadedWithEntry.has(file));
      const reference = this.emitFile({
        type: "asset",
        name: "signed-in-preload.js",
        source: preloadScript(options.base, options.tokenKey, files.sort()),
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
