import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of the PWA: everything from our own origin, pictures and audio also
 * from data:/blob: (a camera photo drawn before upload, cached audio), inline styles only (React's
 * style attributes), nothing framed, no plugins. Over https, insecure requests are upgraded.
 */
export function contentSecurityPolicy(httpsOnly: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    connectSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Helmet's headers with our CSP, no referrer, and a year of HSTS, on every answer that is or may be
 * a page. @fastify/helmet builds helmet's middleware (and parses the CSP directives) again on every
 * request; the headers it sets depend only on these options, so they are read once, from a request
 * to a throwaway instance that registers it alike, and set from that list: the same headers, in the
 * same order.
 *
 * An answer that is data (JSON, a picture, audio) is never a page, and gets `DATA_HEADERS`: the ones
 * that still mean something for it, without the ~460 bytes of page-only headers (the page's CSP,
 * opener and agent-cluster isolation, referrer, DNS prefetch, old IE and Flash switches) that would
 * otherwise travel with every sync request. Which one is decided as the answer leaves, by its type;
 * an answer with no type (a 304, a redirect) by its URL, because a 304's headers replace the cached
 * answer's: a page's 304 must keep the page's CSP. A header the route set itself still wins.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const pageHeaders = await securityHeaders(options);
  app.addHook("onSend", (request, reply, payload, done) => {
    const raw = reply.raw;
    const headers = isData(reply.getHeader("content-type"), request.url) ? DATA_HEADERS : pageHeaders;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done(null, payload);
  });
}

/** Types that are never run or shown as a page (or a worker's script). */
const DATA_TYPE = /^(application\/(json|problem\+json|octet-stream)|image\/|audio\/|font\/)/i;
/** The URLs of the API's answers (api.md: under /api/, and sign-in under /auth/). */
const DATA_URL = /^\/(api|auth)(\/|\?|$)/;

/** Whether an answer of this content type, to this URL (path and query), is data and never a page. */
function isData(contentType: unknown, url: string): boolean {
  if (contentType === undefined) return DATA_URL.test(url);
  return DATA_TYPE.test(String(contentType));
}

/**
 * What a data answer carries: a CSP that allows nothing (opened as a page, it would run and load
 * nothing, and no one may frame it), no framing for browsers without CSP, no sniffing of its type,
 * no reading from another origin, and the pages' HSTS.
 */
export const DATA_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Content-Security-Policy", "default-src 'none';frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/** The headers helmet sets with our options, in its order. */
export async function securityHeaders(options: {
  publicUrl: string | undefined;
}): Promise<ReadonlyArray<readonly [string, string | string[] | number]>> {
  const httpsOnly = options.publicUrl?.startsWith("https://") ?? false;
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(httpsOnly) },
      referrerPolicy: { policy: "no-referrer" },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      crossOriginEmbedderPolicy: false,
    });
    // By the handler, only helmet's onRequest hooks have set anything on the raw answer (names as
    // helmet spells them: the wire keeps their case).
    probe.get("/", (_request, reply) => {
      // Node's OutgoingMessage has it since 15.13; @types/node leaves it out.
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      return reply.send(raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)]));
    });
    const answer = await probe.inject({ method: "GET", url: "/" });
    return answer.json<[string, string | string[] | number][]>();
  } finally {
    await probe.close();
  }
}
