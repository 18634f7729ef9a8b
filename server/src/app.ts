import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { createTokenService } from "./auth/tokens.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { AppContext } from "./http/app-context.js";
import { registerAuthContext } from "./http/auth-context.js";
import { registerIdempotency } from "./http/idempotency.js";
import { clientErrorHandler } from "./plugins/client-errors.js";
import { registerCompression } from "./plugins/compression.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { registerHealth } from "./plugins/health.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerRateLimit } from "./plugins/rate-limit.js";
import { registerRequestIdHeader, requestIdOptions } from "./plugins/request-id.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerUploads } from "./plugins/uploads.js";
import { SEED_DIR } from "./paths.js";
import { MEDIA_CACHE_CONTROL, registerStaticPwa } from "./plugins/static-pwa.js";
import { registerRoutes } from "./routes/index.js";
import { homeHeaderImage } from "./routes/content/index.js";
import { type Clock, systemClock } from "./services/clock.js";
import { createPaymentGateways, type PaymentGateways } from "./services/payments/index.js";
import { sandboxKey } from "./services/payments/sandbox.js";
import { consoleSmsProvider, httpSmsProvider, type SmsProvider } from "./services/sms.js";
import { espeakTts, speechCacheDir, type TtsService } from "./services/tts.js";
import { sharpImages } from "./services/sharp-images.js";
import type { ImageProcessor } from "./services/uploads.js";

/**
 * Everything with a side effect comes in here, so tests build the real app in-process. Start-up
 * chores (opening and migrating the database, seeding, reading or writing the JWT secret) happen
 * before, in startup/; buildApp only builds.
 */
export interface AppDeps {
  config: Config;
  /** An open, migrated database; its owner closes it (the app does not). */
  database: Database;
  /** The HS256 secret, loaded and checked at start-up (startup/jwt-secret.ts). */
  jwtSecret: Uint8Array;
  clock?: Clock;
  sms?: SmsProvider;
  tts?: TtsService;
  /** The payment gateways; by default those the config turns on (ZarinPal at ZARINPAL_API_URL). */
  payments?: PaymentGateways;
  /** Checks and prepares uploaded images; by default re-encoded with sharp (metadata stripped). */
  images?: ImageProcessor;
  /** Overrides the logger (tests pass false). */
  logger?: boolean | { level: string };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Outside production, every answer is checked against the contract's response schema. */
    validateResponses: boolean;
    appContext: AppContext;
  }
}

function defaultSms(config: Config): SmsProvider {
  if (config.SMS_HTTP_URL) {
    return httpSmsProvider({
      url: config.SMS_HTTP_URL,
      apiKey: config.SMS_HTTP_API_KEY,
      sender: config.SMS_SENDER,
    });
  }
  return consoleSmsProvider({
    dataDir: config.DATA_DIR,
    nodeEnv: config.NODE_ENV,
    print: config.NODE_ENV !== "test",
  });
}

/** Builds the Fastify app from its dependencies: external plugins, then app plugins, then routes. It does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, jwtSecret } = deps;
  const ctx: AppContext = {
    config,
    db: database.db,
    clock: deps.clock ?? systemClock,
    sms: deps.sms ?? defaultSms(config),
    // The audio cache stays per process: it is only a cache, rebuilt from the words on a miss.
    tts: deps.tts ?? espeakTts({ binary: config.ESPEAK_PATH, cacheDir: speechCacheDir(config.DATA_DIR) }),
    tokens: createTokenService(jwtSecret),
    jwtSecret,
    payments: deps.payments ?? createPaymentGateways(config, { sandboxKey: sandboxKey(jwtSecret) }),
    images: deps.images ?? sharpImages,
  };

  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    ...requestIdOptions,
    bodyLimit: 256 * 1024,
    // Only trust X-Forwarded-For from configured proxies, or anyone could choose their own IP
    // and step around the per-IP limits.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    routerOptions: { maxParamLength: 200 },
    // What Node's HTTP parser refuses (URL or headers too large, not HTTP) keeps the contract's shape.
    clientErrorHandler,
    // Errors raised before a route runs (a malformed URL, a bad content type) keep the contract's shape.
    frameworkErrors: (error, _request, reply) => {
      // Fastify types this reply by route generics it cannot know here; it is a plain reply.
      const plain = reply as unknown as FastifyReply;
      void plain.code(error.statusCode ?? 400).send({ messages: { error: "درخواست نامعتبر است." } });
    },
  });
  app.decorate("validateResponses", config.NODE_ENV !== "production");
  app.decorate("appContext", ctx);

  // External plugins.
  await registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL });
  await registerRateLimit(app, database);

  // App plugins.
  registerRequestIdHeader(app);
  registerMetrics(app, { token: config.METRICS_TOKEN, pool: database.pool });
  registerErrorHandler(app);
  registerAuthContext(app, ctx);
  registerIdempotency(app, ctx);

  await registerCompression(app); // before the routes: it hooks each route as it is added

  // Routes.
  registerHealth(app, database.db);
  await registerRoutes(app, ctx);
  registerUploads(app, database.db);
  await app.register(fastifyStatic, {
    root: path.join(SEED_DIR, "images"),
    prefix: "/media/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header("Cache-Control", MEDIA_CACHE_CONTROL),
  });
  await registerStaticPwa(app, {
    root: config.STATIC_DIR,
    homeHeader: () => homeHeaderImage(database.db),
  });
  return app;
}
