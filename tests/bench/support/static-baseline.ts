import fs from "node:fs";
import path from "node:path";

/** The static page's file in the build, and its path on the server (under the app's `/v1/`). */
export const STATIC_BASELINE_FILE = "__bench-static-baseline.html";
export const STATIC_BASELINE_PATH = `/v1/${STATIC_BASELINE_FILE}`;

/** The static page's words (the React baseline draws the same). */
export const STATIC_BASELINE_TEXT = {
  title: "واژه",
  description: "صفحهٔ ایستا برای سنجش",
  body: "یادگیری واژه‌های آلمانی برای فارسی‌زبانان، حتی بدون اینترنت.",
} as const;

/** A baseline page: the app shell's language, direction and head, with `head` added and `body` in it. */
export function baselinePage(parts: { head?: string; body: string }): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${STATIC_BASELINE_TEXT.description}" />
    <title>${STATIC_BASELINE_TEXT.title}</title>
    <style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#171717}</style>${parts.head ? `\n    ${parts.head}` : ""}
  </head>
  <body>
    ${parts.body}
  </body>
</html>
`;
}

/** A static page like the app's shell in language and size, with no script: what the server alone gives. */
const STATIC_BASELINE_HTML = baselinePage({
  body: `<main><h1>${STATIC_BASELINE_TEXT.title}</h1><p>${STATIC_BASELINE_TEXT.body}</p></main>`,
});

/**
 * Runs `measure` with the static page in the build the server serves (`dist/`), the baseline of the
 * page-load benchmarks; the page is removed afterwards, whatever happens.
 */
export async function withStaticBaseline<T>(measure: () => Promise<T>): Promise<T> {
  const file = path.join(path.resolve("dist"), STATIC_BASELINE_FILE);
  fs.writeFileSync(file, STATIC_BASELINE_HTML);
  try {
    return await measure();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
