import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { badRequest } from "../../errors.js";
import { storeMessages } from "./messages.js";

/** A Host header that is a plain host name or IP, with an optional port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin links for the browser are built on: PUBLIC_URL when configured (set it in production),
 * otherwise the request's own (its protocol, as the trusted proxies tell it, and Host), without a
 * trailing slash. A Host that is not a plain host name is refused rather than put into a link.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL">, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  if (!HOST.test(request.host)) throw badRequest(storeMessages.badHost);
  return `${request.protocol}://${request.host}`;
}
