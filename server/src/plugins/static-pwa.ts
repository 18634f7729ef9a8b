import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ENCODING_SUFFIXES } from "./precompress.js";

/**
 * The seed's images under /media/ keep their names when their content changes (words/apfel.svg), so
 * they cannot be immutable. Fresh for a day, as before; then a stale copy is still shown at once for
 * up to 30 days while the browser revalidates it in the background (ETag/Last-Modified, a 304 when
 * unchanged), so a changed image shows on the next view instead of sticking.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=2592000";

export interface StaticPwaOptions {
  /** The Vite build output (holds index.html, sw.js, assets/). */
  root: string;
  /**
   * The image home paints first (the header), named in the shell of /v1/ by a `<link rel=preload>`
   * (shellWithHomeHeader): the browser fetches it with the JS, and home shows it before the first sync
   * has brought the settings (src/features/home/shell-header.ts).
   */
  homeHeader?: () => Promise<string | null>;
}

/** A URL safe to write into the shell as it is (a path or http(s) URL without spaces, <, >, quotes or commas). */
const LINKABLE = /^(?:\/(?!\/)|https?:\/\/)[^\s<>"',;\\]+$/;

/** The attribute that marks the home header's preload in the shell (read by the app). */
export const HOME_HEADER_ATTRIBUTE = "data-home-header";

/**
 * The shell with the home header image named in its head: a `<link rel=preload as=image>` marked
 * with HOME_HEADER_ATTRIBUTE. The shell as it is when there is no usable URL.
 */
export function shellWithHomeHeader(html: string, url: string | null): string {
  if (url === null || !LINKABLE.test(url) || !html.includes("</head>")) return html;
  const href = url.replace(/&/g, "&amp;");
  const link = `<link rel="preload" as="image" href="${href}" fetchpriority="high" ${HOME_HEADER_ATTRIBUTE}>`;
  return html.replace("</head>", `  ${link}\n  </head>`);
}

const BASE = "/v1/";

/** The build's files that are never served: source maps, and the precompressed siblings on their own. */
const NOT_SERVED = /\.(map|br|gz)$/i;

/** The file a sent path stands for, relative to the root: `assets/a.js.br` → `assets/a.js`. */
function servedFile(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join("/");
  const suffix = ENCODING_SUFFIXES.find((s) => relative.endsWith(s));
  return suffix ? relative.slice(0, -suffix.length) : relative;
}

/** Hashed assets never change; the shell, the worker and the manifest are revalidated every time. */
export function cacheControlFor(file: string): string {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (file === "sw.js" || file.endsWith(".html") || file.endsWith(".webmanifest")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * Serves the PWA build under /v1/: hashed assets as immutable, sw.js and index.html as no-cache,
 * index.html for every deep link (so /v1/course/1 opens the app), and / redirects to /v1/.
 * Text files go out as the build's `.br` or `.gz` sibling when the client accepts it (same
 * Content-Type, `Vary: Accept-Encoding`); source maps are never served.
 */
export async function registerStaticPwa(app: FastifyInstance, options: StaticPwaOptions): Promise<void> {
  const indexPath = path.join(options.root, "index.html");

  app.get("/", async (_request, reply) => reply.redirect(BASE));
  app.get("/v1", async (_request, reply) => reply.redirect(BASE));

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: BASE,
    index: false,
    decorateReply: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => !NOT_SERVED.test(pathname),
    setHeaders(reply, filePath) {
      reply.header("Cache-Control", cacheControlFor(servedFile(options.root, filePath)));
    },
  });

  const sendShell = (reply: FastifyReply) => {
    if (!fs.existsSync(indexPath)) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The PWA has not been built yet: run `npm run build` (npm start does it for you).");
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", options.root);
  };

  app.get(BASE, async (request, reply) => {
    const { homeHeader } = options;
    if (!homeHeader || !fs.existsSync(indexPath)) return sendShell(reply);
    const url = await homeHeader().catch((error: unknown) => {
      request.log.warn({ err: error }, "the home header image for the shell could not be read");
      return null;
    });
    if (url === null) return sendShell(reply);
    const html = await fs.promises.readFile(indexPath, "utf8");
    return reply
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(shellWithHomeHeader(html, url));
  });

  // Deep links: any GET under /v1/ that is not a file gets the app shell. A missing asset
  // (a path with a file extension) is a real 404, so a stale chunk never receives HTML.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (
      (request.method === "GET" || request.method === "HEAD") &&
      url.startsWith(BASE) &&
      !/\.[a-z0-9]+$/i.test(url)
    ) {
      return sendShell(reply);
    }
    return reply.code(404).send({ messages: { error: "یافت نشد." } });
  });
}
