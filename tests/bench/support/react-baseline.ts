import fs from "node:fs";
import path from "node:path";
import { precompressDirectory } from "../../../server/src/plugins/precompress";
import { buildFloorPage } from "./floor";
import { baselinePage, STATIC_BASELINE_TEXT } from "./static-baseline";

/** The React baseline's folder in the build the server serves (`dist/`), and its page's path (under `/v1/`). */
const REACT_BASELINE_DIR = "__bench-react-baseline";
/** The file itself: the server answers a folder's path with the app's shell, as it does any deep link. */
export const REACT_BASELINE_PATH = `/v1/${REACT_BASELINE_DIR}/index.html`;

/**
 * The static page's words, drawn by the floor app (react + react-dom + react-router, one route) instead
 * of sent in the HTML: what any single-page app on the design card's stack pays on this host before
 * its first screen, with nothing of the app's own.
 */
const html = baselinePage({
  head: '<script type="module" src="./main.js"></script>',
  body: '<div id="root"></div>',
});

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
