import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/** Helmet's headers with our CSP, no referrer, and a year of HSTS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): Promise<void> {
  const httpsOnly = options.publicUrl?.startsWith("https://") ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(httpsOnly) },
    referrerPolicy: { policy: "no-referrer" },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
}
