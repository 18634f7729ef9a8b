import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { productionBuilds } from "../../../scripts/production-builds";
import { compressBoth } from "../../../server/src/plugins/precompress";

/** react + react-dom + react-router (a one-route app), built by this project's Vite as the app's are, minified. */
export async function floor(): Promise<{ raw: number; gzip: number; brotli: number }> {
  const dir = fs.mkdtempSync(path.join(process.cwd(), "node_modules", ".vajeh-floor-"));
  try {
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    fs.writeFileSync(
      path.join(dir, "main.js"),
      [
        'import { createElement } from "react";',
        'import { createRoot } from "react-dom/client";',
        'import { createBrowserRouter, RouterProvider } from "react-router";',
        'const router = createBrowserRouter([{ path: "/", Component: () => createElement("p", null, "floor") }]);',
        'createRoot(document.getElementById("root")).render(createElement(RouterProvider, { router }));',
      ].join("\n"),
    );
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      mode: "production",
      // The app's production builds of its packages (react-router's production build, not its development one).
      plugins: [productionBuilds()],
      build: { write: false, modulePreload: { polyfill: false } },
    });
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
