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
 * Helmet's headers with our CSP, no referrer, and a year of HSTS, on every answer. @fastify/helmet
 * builds helmet's middleware (and parses the CSP directives) again on every request; the headers it
 * sets depend only on these options, so they are read once, from a request to a throwaway instance
 * that registers it alike, and set from that list: the same headers, in the same order, on the same
 * answers (an onRequest hook of the root, as @fastify/helmet's).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

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
