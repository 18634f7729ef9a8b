import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * The answers worth compressing on the fly: JSON (the API, the manifest), text, JavaScript and SVG
 * (the seed's /media images). @fastify/compress adds the types mime-db calls compressible (none of
 * audio/*, PNG, JPEG, WebP or WOFF2 is); unlike its default, unknown `application/octet-stream` is not.
 */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+json)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)(?:\s*;|$)/i;

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * Compresses answers on the fly (brotli or gzip, as the client asks) from 1 KB up, for every route
 * registered after it. Answers that already carry a Content-Encoding (the build's `.br`/`.gz` files
 * sent by static-pwa), partial answers (206) and bodiless ones (304) pass untouched. Request bodies
 * are not decompressed: clients send plain JSON, and a compressed body could step around bodyLimit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    customTypes: isCompressibleType,
  });
}
