import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { ROOT_OPEN } from "../src/contract/screen-snapshot";
import { FullScreenLoading } from "../src/ui/full-screen-loading";

/** The page's #root with the loading view in it, as index.html carries it. */
export function rootWithLoadingView(): string {
  return `${ROOT_OPEN}${renderToStaticMarkup(createElement(FullScreenLoading))}</div>`;
}

/**
 * Writes the app's loading view (FullScreenLoading, the root route's HydrateFallback) into
 * index.html's #root, so the first paint is the HTML and its stylesheet, not the entry's 100 kB of
 * script run first (on slow 4G that was a blank page for about two seconds). React's first commit
 * replaces it with the same view rendered by the app, then the screen.
 */
export function loadingShell(): Plugin {
  return {
    name: "vajeh:loading-shell",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const empty = `${ROOT_OPEN}</div>`;
        if (!html.includes(empty)) throw new Error(`index.html has no empty ${empty} for the loading view`);
        return html.replace(empty, rootWithLoadingView());
      },
    },
  };
}
