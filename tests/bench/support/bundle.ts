import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

/**
 * Bundles one of tests/bench/fixtures/*.ts, with the app modules it imports, into a browser script
 * (an IIFE) for `page.addScriptTag` / `addInitScript`. Production defines, as the app's build has;
 * the app's build itself is left alone.
 */
export async function bundleFixture(file: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(FIXTURES, file)],
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "silent",
    legalComments: "none",
    define: {
      "process.env.NODE_ENV": '"production"',
      "import.meta.env.VITE_API_BASE_URL": '""',
      "import.meta.env.DEV": "false",
      "import.meta.env.PROD": "true",
      "import.meta.env.BASE_URL": '"/v1/"',
    },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${file}.`);
  return output.text;
}
