import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Every environment variable the server reads, parsed once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
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
  /** How many reverse proxies stand in front (their X-Forwarded-For is trusted); 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
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
