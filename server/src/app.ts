import fs from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { createTokenService } from "./auth/tokens.js";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { seedIfEmpty } from "./db/seed.js";
import type { AppContext } from "./http/app-context.js";
import { registerAuthContext } from "./http/auth-context.js";
import { registerIdempotency } from "./http/idempotency.js";
import { loadJwtSecret } from "./jwt-secret.js";
import { clientErrorHandler } from "./plugins/client-errors.js";
import { registerCompression } from "./plugins/compression.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { SEED_DIR } from "./paths.js";
import { MEDIA_CACHE_CONTROL, registerStaticPwa } from "./plugins/static-pwa.js";
import { registerRoutes } from "./routes/index.js";
import { type Clock, systemClock } from "./services/clock.js";
import { createPaymentGateways, type PaymentGateways } from "./services/payments/index.js";
import { sandboxKey } from "./services/payments/sandbox.js";
import { consoleSmsProvider, httpSmsProvider, type SmsProvider } from "./services/sms.js";
import { espeakTts, type TtsService } from "./services/tts.js";
import { sharpImages } from "./services/sharp-images.js";
import type { ImageProcessor } from "./services/uploads.js";

/** Everything with a side effect comes in here, so tests build the real app in-process. */
export interface AppDeps {
  config: Config;
  /** An open database; when absent, one is opened from the config (and closed with the app). */
  database?: Database;
  clock?: Clock;
  sms?: SmsProvider;
  tts?: TtsService;
  /** The payment gateways; by default those the config turns on (ZarinPal at ZARINPAL_API_URL). */
  payments?: PaymentGateways;
  /** Checks and prepares uploaded images; by default re-encoded with sharp (metadata stripped). */
  images?: ImageProcessor;
  /** Load the seed content into an empty database (default true). */
  seed?: boolean;
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

/** Builds the Fastify app: external plugins, then app plugins, then routes. It does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Checked before the database opens: a weak secret stops start-up before anything is touched.
  const secret = loadJwtSecret({ secret: config.JWT_SECRET, dataDir: config.DATA_DIR });
  const database =
    deps.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  try {
    return await assembleApp(deps, database, secret);
  } catch (error) {
    // A database opened here is closed again (on PGlite that frees the DATA_DIR lock).
    if (!deps.database) await database.close().catch(() => undefined);
    throw error;
  }
}

async function assembleApp(deps: AppDeps, database: Database, secret: Uint8Array): Promise<FastifyInstance> {
  const { config } = deps;
  if (deps.seed !== false) await seedIfEmpty(database.db, SEED_DIR);

  const ctx: AppContext = {
    config,
    db: database.db,
    clock: deps.clock ?? systemClock,
    sms: deps.sms ?? defaultSms(config),
    tts: deps.tts ?? espeakTts({ binary: config.ESPEAK_PATH, cacheDir: path.join(config.DATA_DIR, "audio") }),
    tokens: createTokenService(secret),
    jwtSecret: secret,
    payments: deps.payments ?? createPaymentGateways(config, { sandboxKey: sandboxKey(secret) }),
    images: deps.images ?? sharpImages,
  };

  fs.mkdirSync(path.join(config.DATA_DIR, "uploads"), { recursive: true });
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
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
  if (!deps.database) app.addHook("onClose", async () => database.close());

  // External plugins.
  const httpsOnly = config.PUBLIC_URL?.startsWith("https://") ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: 1200,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      messages: { error: "تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید." },
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });

  // App plugins.
  registerErrorHandler(app);
  registerAuthContext(app, ctx);
  registerIdempotency(app, ctx);

  await registerCompression(app); // before the routes: it hooks each route as it is added

  // Routes.
  app.get("/api/health", async () => ({ data: { status: "ok" } }));
  await registerRoutes(app, ctx);
  await app.register(fastifyStatic, {
    root: path.join(SEED_DIR, "images"),
    prefix: "/media/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header("Cache-Control", MEDIA_CACHE_CONTROL),
  });
  await app.register(fastifyStatic, {
    root: path.join(config.DATA_DIR, "uploads"),
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    maxAge: "7d",
    immutable: true,
  });
  await registerStaticPwa(app, { root: config.STATIC_DIR });
  return app;
}
