import type { BrowserContext, Request } from "playwright-core";
import { isCompressibleType } from "../../../server/src/plugins/compression";

/** Bytes of one response as Chromium received them (CDP encodedDataLength, split by Playwright). */
export interface Received {
  url: string;
  body: number;
  headers: number;
  encoding: string;
  js: boolean;
  font: boolean;
  /** A type the server compresses (JS, CSS, HTML, JSON, SVG, the manifest). */
  text: boolean;
  /** The decoded body (what an uncompressed answer would carry); null when Chromium no longer has it. */
  decoded: number | null;
}

export interface Totals {
  requests: number;
  /** Response bodies as they came over the wire (compressed when the answer was). */
  body: number;
  /** Bodies plus response headers. */
  wire: number;
  /** JavaScript response bodies only. */
  js: number;
  /** Font response bodies (WOFF2, compressed by their format). */
  fonts: number;
  /** Bodies of the text types, as sent and decoded. */
  text: number;
  textDecoded: number;
  /** Decoded bodies: what the same responses weigh uncompressed. */
  decoded: number;
  /** Responses whose decoded body Chromium could not give (counted as sent). */
  undecoded: number;
  encodings: Set<string>;
}

export function total(rows: readonly Received[]): Totals {
  return {
    requests: rows.length,
    body: rows.reduce((n, r) => n + r.body, 0),
    wire: rows.reduce((n, r) => n + r.body + r.headers, 0),
    js: rows.reduce((n, r) => n + (r.js ? r.body : 0), 0),
    fonts: rows.reduce((n, r) => n + (r.font ? r.body : 0), 0),
    decoded: rows.reduce((n, r) => n + (r.decoded ?? r.body), 0),
    text: rows.reduce((n, r) => n + (r.text ? r.body : 0), 0),
    textDecoded: rows.reduce((n, r) => n + (r.text ? (r.decoded ?? r.body) : 0), 0),
    undecoded: rows.filter((r) => r.decoded === null).length,
    encodings: new Set(rows.map((r) => r.encoding)),
  };
}

/** Records every finished request of the context (pages and service worker) with its sizes. */
export function recordResponses(context: BrowserContext): { done: Promise<void>[]; rows: Received[] } {
  const rows: Received[] = [];
  const done: Promise<void>[] = [];
  const record = async (request: Request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    const headers = await response.allHeaders();
    const type = headers["content-type"] ?? "";
    const decoded = await response.body().then(
      (body) => body.length,
      () => null,
    );
    rows.push({
      url: request.url(),
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
      encoding: headers["content-encoding"] ?? "identity",
      js: /javascript/.test(type),
      font: /^font\//.test(type),
      text: isCompressibleType(type),
      decoded,
    });
  };
  context.on("requestfinished", (request) => {
    done.push(record(request).catch(() => undefined));
  });
  return { done, rows };
}
