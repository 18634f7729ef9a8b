import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export interface StaticPwaOptions {
  /** The Vite build output (holds index.html, sw.js, assets/). */
  root: string;
}

const BASE = "/v1/";

/**
 * Serves the PWA build under /v1/: hashed assets as immutable, sw.js and index.html as no-cache,
 * index.html for every deep link (so /v1/course/1 opens the app), and / redirects to /v1/.
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
    setHeaders(reply, filePath) {
      const relative = path.relative(options.root, filePath).split(path.sep).join("/");
      if (relative.startsWith("assets/")) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
      } else if (relative === "sw.js" || relative.endsWith(".html") || relative.endsWith(".webmanifest")) {
        reply.header("Cache-Control", "no-cache");
      } else {
        reply.header("Cache-Control", "public, max-age=3600");
      }
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

  app.get(BASE, async (_request, reply) => sendShell(reply));

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
