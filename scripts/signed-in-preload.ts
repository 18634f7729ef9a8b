import path from "node:path";
import type { Plugin } from "vite";
import { DEFERRED_ENTRY_ATTRIBUTE, SNAPSHOT_ELEMENT_ID } from "../src/contract/screen-snapshot";
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

/**
 * A React Router pattern under `base` ("" for the index) as a regular expression for a pathname,
 * each param a named group.
 */
export function routeRegex(base: string, pattern: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const segments = pattern
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${escape(segment)}`;
      const name = segment.slice(1).replace(/\?$/, "");
      return segment.endsWith("?") ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
    });
  return `^${escape(base.replace(/\/$/, ""))}${segments.join("")}/?$`;
}

/**
 * A screen's preload: the pathnames it answers (routeRegex), its chunks beyond the frame's, and the
 * answers a new device asks for it before the app runs (first-asks.ts: URLs with askParam
 * placeholders for its route's params).
 */
export interface ScreenPreload {
  regex: string;
  files: readonly string[];
  asks?: readonly string[];
}

/** How the script asks a screen's first answers (decision 043). */
export interface EarlyAskOptions {
  /** The global the app takes them from (EARLY_ASKS_GLOBAL). */
  global: string;
  /** The localStorage key that says the device holds answers: nothing is asked then. */
  heldKey: string;
  /** Each ask ends after this long, as the app's own requests do (TIMEOUT_MS.request). */
  timeoutMs: number;
}

/**
 * The script's text: first, when the worker held the app's entry back under a snapshot (a module
 * preload marked DEFERRED_ENTRY_ATTRIBUTE instead of its script), it starts the entry once the
 * snapshot's first frame has begun, whatever is stored; then, when a token is stored, each of the
 * frame's files, and those of the first screen whose regex matches the page's path, is preloaded as
 * a module (after the first frame when the worker put a screen's snapshot in the page); and, with
 * `early` on a device that holds no answers yet, that screen's asks are sent with the token (as
 * fetch-answer.ts sends them) and left under `early.global` by URL; when none are sent, the device's
 * database code (`deviceFiles`) is preloaded too (decision 049).
 */
export function preloadScript(
  base: string,
  tokenKey: string,
  files: readonly string[],
  screens: readonly ScreenPreload[] = [],
  early?: EarlyAskOptions,
  deviceFiles: readonly string[] = [],
): string {
  const urls = (list: readonly string[]) => list.map((file) => `${base}${file}`);
  // Each ask's URL once; a screen names its asks by their place in that list.
  const asks = [...new Set(early ? screens.flatMap((screen) => screen.asks ?? []) : [])];
  const table = JSON.stringify(
    screens.map((screen) => [
      screen.regex,
      urls(screen.files),
      early ? (screen.asks ?? []).map((ask) => asks.indexOf(ask)) : [],
    ]),
  );
  // A param is spelt as answerUrl spells it: encodeURIComponent in the path, URLSearchParams in the query.
  const ask = early
    ? `if(asking){` +
      `const sent=window[${JSON.stringify(early.global)}]={},` +
      `fill=(part,encode)=>part.replace(/__(\\w+)__/g,(_,name)=>encode(decodeURIComponent(groups[name])));` +
      `for(const ask of asks){const [path,query]=${JSON.stringify(asks)}[ask].split("?"),` +
      `url=fill(path,encodeURIComponent)+(query?"?"+fill(query,(v)=>new URLSearchParams({v}).toString().slice(2)):""),` +
      `controller=new AbortController(),` +
      `response=fetch(url,{headers:{Accept:"application/json",Authorization:"Bearer "+token},signal:controller.signal});` +
      `setTimeout(()=>controller.abort(),${early.timeoutMs});response.catch(()=>{});` +
      `sent[url]={token,response,abort:()=>controller.abort()}}}`
    : "";
  // Before the token is read and in a try of its own: the app must start even if storage cannot be
  // read, and nothing here may stop the preloads and asks that follow.
  const startEntry =
    `try{const entry=document.querySelector("link[${DEFERRED_ENTRY_ATTRIBUTE}]");` +
    `if(entry)requestAnimationFrame(()=>setTimeout(()=>{const script=document.createElement("script");` +
    `script.type="module";script.crossOrigin="";script.src=entry.href;document.head.append(script)}))}catch{}`;
  return (
    startEntry +
    `try{const token=localStorage.getItem(${JSON.stringify(tokenKey)});if(token){const files=${JSON.stringify(urls(files))};let asks=[],groups={};` +
    `for(const [regex,more,screenAsks] of ${table}){const match=new RegExp(regex).exec(location.pathname);` +
    `if(match){files.push(...more);asks=screenAsks;groups=match.groups||{};break}}` +
    // The device's database code comes beside the entry unless the screen's answers are asked now
    // (a new device: it loads after their paint, decision 049).
    (early
      ? `const asking=asks.length>0&&!localStorage.getItem(${JSON.stringify(early.heldKey)});`
      : "const asking=false;") +
    `if(!asking)files.push(...${JSON.stringify(urls(deviceFiles))});` +
    `const preload=()=>{for(const href of files){const link=document.createElement("link");link.rel="modulepreload";` +
    `link.href=href;link.crossOrigin="";document.head.append(link)}};` +
    // Under the worker's snapshot (decision 044), the links wait for the first frame: each request
    // costs the main thread a few ms, and twenty of them held the snapshot's paint back.
    `if(document.getElementById(${JSON.stringify(SNAPSHOT_ELEMENT_ID)}))requestAnimationFrame(()=>setTimeout(preload));` +
    `else preload();${ask}}}catch{}\n`
  );
}

/**
 * A learner who has signed in on this device opens the signed-in frame (`frameModule`), whose code
 * is a lazy route: the browser asked for it (the frame's chunk, sync) only once the entry had
 * downloaded and run. This adds a tiny module script before the entry that, when a token is stored,
 * preloads the frame's chunks, so they download beside the entry, and those of the screen its path
 * opens, when it is one of `screens` (its route is lazy too: asked for once the entry had run and
 * the frame's chunk had come), and the device's database code (`deviceModule`'s chunks: Dexie, the
 * sync's storing) unless the page asks its screen's answers as a new device (decision 049). A guest's pages load none of them (the login page's first-paint
 * budget, issue 13). No inline script: the page's CSP allows only files.
 */
export function signedInPreload(options: {
  base: string;
  frameModule: string;
  /** The module the device's database code loads through (decision 049): preloaded unless a new device asks. */
  deviceModule: string;
  tokenKey: string;
  screens: readonly DeviceScreen[];
  /** A new device's first asks (decision 043): each screen's, by its route's pattern, and how to send them. */
  early?: EarlyAskOptions & { asksOf: (pattern: string) => readonly string[] };
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
      const deviceId = path.resolve(root, options.deviceModule);
      const device = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(deviceId));
      if (!device) this.error(`signed-in-preload: ${options.deviceModule} is in no chunk`);
      const deviceFiles = [...staticClosure(device.fileName, chunks)].filter(
        (file) => !loadedWithEntry.has(file) && !withFrame.has(file),
      );
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
        return {
          regex: routeRegex(options.base, screen.pattern),
          files: [...more].sort(),
          asks: options.early?.asksOf(screen.pattern) ?? [],
        };
      });
      const reference = this.emitFile({
        type: "asset",
        name: "signed-in-preload.js",
        source: preloadScript(
          options.base,
          options.tokenKey,
          files.sort(),
          screens,
          options.early,
          deviceFiles.sort(),
        ),
      });
      const script = `${options.base}${this.getFileName(reference)}`;
      const entrySrc = `${options.base}${entry.fileName}`;
      const entryTag = `<script type="module" crossorigin src="${entrySrc}"></script>`;
      const source = String(html.source);
      if (!source.includes(entryTag))
        this.error("signed-in-preload: the entry's script tag is not in index.html");
      // The entry is marked, so that a snapshot's shell can hold it back (src/contract/screen-snapshot.ts).
      const marked = `<script type="module" crossorigin src="${entrySrc}" ${DEFERRED_ENTRY_ATTRIBUTE}></script>`;
      html.source = source.replace(
        entryTag,
        `<script type="module" src="${script}"></script>\n    ${marked}`,
      );
    },
  };
}
