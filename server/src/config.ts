import path from "node:path";
import { z } from "zod";
import { MIN_SECRET_BYTES, weakSecretReason } from "./jwt-secret.js";
import { StartupError } from "./startup-error.js";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Every environment variable the server reads, parsed once at start-up. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** The public origin links are built on (invites, sign-in redirects, payments); required in production. */
    PUBLIC_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/ })
        .refine((value) => {
          const url = new URL(value);
          return url.pathname === "/" && url.search === "" && url.hash === "";
        }, "must be an origin such as https://vajeh.example (no path)")
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(
      z
        .string()
        .refine((secret) => weakSecretReason(secret) === undefined, {
          message: `must be at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`)`,
        })
        .optional(),
    ),
    STATIC_DIR: z.string().trim().min(1).default("dist"),
    SMS_HTTP_URL: optionalString.pipe(z.url().optional()),
    SMS_HTTP_API_KEY: optionalString,
    SMS_SENDER: optionalString,
    OIDC_ISSUER: optionalString.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    ESPEAK_PATH: z.string().trim().min(1).default("espeak-ng"),
    POINT_VALUE_TOMAN: z.coerce.number().int().positive().default(1000),
    ZARINPAL_MERCHANT_ID: optionalString,
    /** The sandbox gateway (a page with Pay and Cancel that pays nothing): default on, but off in production. */
    SANDBOX_GATEWAY: z.enum(["on", "off"]).optional(),
    ZARINPAL_API_URL: optionalString.pipe(z.url().optional()),
    /** At most this many SMS codes per client IP per hour (every mobile together). */
    SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** At most this many failed logins per client IP per hour (every mobile together); NAT-sized. */
    LOGIN_FAILURES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** How many reverse proxies stand in front (their X-Forwarded-For is trusted); 0 trusts none. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Serves Prometheus metrics at /metrics to requests bearing this token; unset, there is no /metrics. */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, "must be at least 16 characters (for example `openssl rand -hex 24`)").optional(),
    ),
    /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((config, ctx) => {
    // Several processes share one PostgreSQL: a secret or an origin made up by each would split them
    // (a token signed by one refused by the next, links pointing at one process's address).
    if (config.DATABASE_URL) {
      if (!config.JWT_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["JWT_SECRET"],
          message:
            "is required when DATABASE_URL is set: every server process on the database must sign with the same secret, so none may generate its own (for example `openssl rand -base64 48`, the same value for every process)",
        });
      }
      if (!config.PUBLIC_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message:
            "is required when DATABASE_URL is set: the one public origin every process builds invite links, sign-in redirects and payment callbacks on (e.g. https://vajeh.example)",
        });
      }
      return;
    }
    // Links are never built from a request's Host header, so production must say where it lives.
    if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required when NODE_ENV=production: the public origin invite links, sign-in redirects and payment callbacks are built on (e.g. https://vajeh.example)",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends StartupError {
  override name = "ConfigError";
}

/** Parses the environment; one clear error names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    STATIC_DIR: path.resolve(result.data.STATIC_DIR),
  };
}

/**
 * The origin every link for a browser is built on: PUBLIC_URL, or outside production the address the
 * server listens on (http://localhost:PORT when it listens on every interface). Never a request's
 * Host header, which the client chooses.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const everyInterface = ["0.0.0.0", "::", "[::]"].includes(config.HOST);
  const host = everyInterface ? "localhost" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}
