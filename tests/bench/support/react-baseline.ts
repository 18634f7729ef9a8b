import fs from "node:fs";
import path from "node:path";
import { precompressDirectory } from "../../../server/src/plugins/precompress";
import { buildFloorPage } from "./floor";
import { STATIC_BASELINE_TEXT } from "./static-baseline";

/** The React baseline's folder in the build the server serves (`dist/`), and its page's path (under `/v1/`). */
const REACT_BASELINE_DIR = "__bench-react-baseline";
/** The file itself: the server answers a folder's path with the app's shell, as it does any deep link. */
export const REACT_BASELINE_PATH = `/v1/${REACT_BASELINE_DIR}/index.html`;

/**
 * The static page's words, drawn by the floor app (react + react-dom + react-router, one route) instead
 * of sent in the HTML: what any single-page app on the design card's stack pays on this host before
 * its first screen, with nothing of the app's own.
 */
const html = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${STATIC_BASELINE_TEXT.description}" />
    <title>${STATIC_BASELINE_TEXT.title}</title>
    <style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#171717}</style>
    <script type="module" src="./main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const screen = `createElement("main", null, createElement("h1", null, ${JSON.stringify(STATIC_BASELINE_TEXT.title)}), createElement("p", null, ${JSON.stringify(STATIC_BASELINE_TEXT.body)}))`;

/**
 * Runs `measure` with the React baseline page built into `dist/` (its files precompressed as the
 * app's are); the folder is removed afterwards, whatever happens.
 */
export async function withReactBaseline<T>(measure: () => Promise<T>): Promise<T> {
  const outDir = path.join(path.resolve("dist"), REACT_BASELINE_DIR);
  try {
    await buildFloorPage({ html, screen, outDir, base: `/v1/${REACT_BASELINE_DIR}/` });
    precompressDirectory(outDir);
    return await measure();
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
