import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { deviceChunk, frameChunk, screenKitChunks } from "./scripts/frame-chunk";
import { inlineMessages } from "./scripts/inline-messages";
import { loadingShell } from "./scripts/loading-shell";
import { productionBuilds } from "./scripts/production-builds";
import { signedInPreload } from "./scripts/signed-in-preload";
import { appFontSubsets } from "./scripts/app-fonts";
import { compileHints } from "./scripts/compile-hints";
import { subsetFonts } from "./scripts/subset-fonts";
import { precompressDirectory } from "./server/src/plugins/precompress.js";
import { ANSWERS_HELD_KEY, EARLY_ASKS_GLOBAL } from "./src/data/api/early-ask-keys";
import { TIMEOUT_MS } from "./src/data/api/timeouts";
import { TOKEN_KEY } from "./src/data/api/token-key";
import { firstAsks } from "./scripts/first-asks";
import { DEVICE_SCREENS } from "./src/shared/device-screens";
import { fa } from "./src/i18n/fa";

const apiTarget = process.env.VAJEH_API_URL ?? "http://127.0.0.1:8080";

/**
 * Writes `.br` and `.gz` beside every text file of dist/ (the server sends them as they are). It runs
 * last, after vite-plugin-pwa has written sw.js with its precache manifest, so the worker is included.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "vajeh:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler() {
        const { compressed, skipped } = precompressDirectory(outDir);
        this.info(`precompressed ${compressed.length} files (.br, .gz); ${skipped.length} too small to gain`);
      },
    },
  };
}

/**
 * Writes the Persian catalogue's messages into the modules that show them (`fa.key` becomes the
 * string), so each chunk carries only its own screens' strings and none holds the whole catalogue.
 */
function inlineCatalogue(): Plugin {
  let src = "";
  let file = "";
  return {
    name: "vajeh:inline-messages",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      src = path.resolve(config.root, "src") + path.sep;
      file = path.resolve(config.root, "src/i18n/fa");
    },
    transform(code, id) {
      if (!id.startsWith(src) || id.startsWith(path.dirname(file) + path.sep)) return null;
      const out = inlineMessages(code, id, { file, messages: fa });
      return out === null ? null : { code: out, map: null };
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: for each JS chunk, its file, whether it is the entry, the
 * chunks it imports statically and the source modules it holds (paths relative to the project).
 * tests/e2e/first-load.spec.ts reads it to check what first loads pull in.
 */
function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: "vajeh:chunk-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === "chunk")
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map((id) =>
            path.relative(root, id.replace(/^\0/, "")).split(path.sep).join("/"),
          ),
        }));
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/**
 * Preloads the one font file the first paint needs (Vazirmatn's Persian subset, every weight in one
 * variable file), found by name among the built assets, so it is fetched with the HTML instead of
 * after the CSS.
 */
function preloadFirstFont(): Plugin {
  return {
    name: "vajeh:preload-first-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) =>
          /vazirmatn-persian-[\w-]+\.woff2$/.test(name),
        );
        if (!file) throw new Error("Vazirmatn's Persian font file is not among the built assets");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/v1/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

// The PWA lives under /v1/. The service worker is our own program (sw/sw.ts), built by
// vite-plugin-pwa's injectManifest into dist/sw.js with the precache manifest injected.
/** The buttons and icons login's form and the signed-in frame both draw (one group of their own). */
const CONTROLS = /\/src\/ui\/(button|button-styles|icon-button|icon)\.tsx?$/;
/**
 * Tiny modules a guest's screens and the daily screens both reach before their first paint (Persian
 * digits, number formats, an exam's score, a route's params, the API's loader): a few hundred bytes
 * each, and each was a chunk of its own, so a lesson waited on five such requests beside its own
 * (issue 13). They go with the buttons, which both load anyway.
 */
const SMALL_SHARED =
  /\/src\/(domain\/(digits|exam-score)|i18n\/format|shared\/require-params|data\/api\/load-api)\.ts$/;
/** The text fields login's form draws (its mobile and password), which the daily screens never draw before their first paint. */
const FIELDS = /\/src\/ui\/(text-field|password-field|mobile-field)\.tsx?$/;

/** The signed-in frame's group (decision 030), which the screens' kits leave alone (decision 042). */
const FRAME = frameChunk(process.cwd());

export default defineConfig(({ mode }) => {
  // The API's origin as the app reads it (src/data/api/config.ts; empty: the page's own).
  const apiBase = loadEnv(mode, process.cwd(), "VITE_").VITE_API_BASE_URL?.trim() ?? "";
  return {
    base: "/v1/",
    plugins: [
      react(),
      productionBuilds(),
      subsetFonts({ outDir: "src/styles/fonts", subsets: appFontSubsets }),
      tailwindcss(),
      inlineCatalogue(),
      chunkModules(),
      loadingShell(),
      signedInPreload({
        base: "/v1/",
        frameModule: "src/app/main-layout.tsx",
        deviceModule: "src/data/db/device-module.ts",
        tokenKey: TOKEN_KEY,
        screens: DEVICE_SCREENS,
        early: {
          global: EARLY_ASKS_GLOBAL,
          heldKey: ANSWERS_HELD_KEY,
          timeoutMs: TIMEOUT_MS.request,
          asksOf: (pattern) => firstAsks(apiBase, pattern),
        },
      }),
      preloadFirstFont(),
      compileHints(),
      VitePWA({
        strategies: "injectManifest",
        srcDir: "sw",
        filename: "sw.ts",
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ["**/*.{js,css,html,woff2,svg,png,webmanifest}"],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
      precompress(),
    ],
    server: {
      proxy: {
        "/api": apiTarget,
        // Only bare /auth/... is the API's; the app's own /v1/auth/... routes are not proxied.
        "/auth/": apiTarget,
        "/media": apiTarget,
      },
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // No source maps in the production build: they would be public (the server also refuses *.map).
      sourcemap: false,
      // A font is a file of its own, however small: inlined, Vazirmatn's punctuation (about 4 kB a
      // weight) would ride in the render-blocking stylesheet of every page, used or not.
      assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
      // No modulepreload polyfill in the entry (issue 13): every browser the app supports preloads
      // modules itself, and one that does not still loads them, only without the head start.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              FRAME,
              deviceChunk(process.cwd(), FRAME),
              // The form controls login's form draws: two chunks, not five of a few hundred bytes, each a
              // request of its own before the first paint. The buttons (with SMALL_SHARED) apart from
              // the text fields, which home, a lesson and a word card do not draw (0.7 kB of gzip
              // before their first paint).
              {
                name: "controls",
                test: new RegExp(`${CONTROLS.source}|${SMALL_SHARED.source}`),
                includeDependenciesRecursively: false,
              },
              {
                name: "fields",
                test: FIELDS,
                includeDependenciesRecursively: false,
              },
              screenKitChunks(
                process.cwd(),
                FRAME,
                new RegExp(`${CONTROLS.source}|${SMALL_SHARED.source}|${FIELDS.source}`),
              ),
            ],
          },
        },
      },
    },
  };
});
