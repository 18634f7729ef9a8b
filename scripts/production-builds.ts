import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** A file inside an installed package, found from its package.json (so it works wherever npm put it). */
function packageFile(name: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/**
 * Builds packages from their smallest production form where their `import` export gives another:
 * - react-router 7 exports only its development build (remix-run/react-router#12532, #14102), whose
 *   dev warnings then run in production; its package also holds the production build;
 * - Dexie's `import` export wraps its ES5 build; the package's modern ES module is the same code for
 *   today's browsers, 1.4 kB (gzip) smaller and less to parse. Every import of `dexie`
 *   (dexie-react-hooks' too) resolves to it, so the app still holds one Dexie.
 * Build only: the dev server keeps the development builds and their warnings. The bytes bench
 * builds its floor (react, react-dom, react-router) with it too.
 */
export function productionBuilds(): Plugin {
  return {
    name: "vajeh:production-builds",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: packageFile("react-router", "dist/production/index.mjs") },
          { find: /^dexie$/, replacement: packageFile("dexie", "dist/modern/dexie.mjs") },
        ],
      },
    }),
  };
}
