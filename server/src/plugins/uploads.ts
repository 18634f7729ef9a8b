import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { readUpload } from "../services/upload-store.js";
import { STORED_NAME, UPLOADS_URL_PREFIX } from "../services/uploads.js";

const NOT_FOUND = "فایل پیدا نشد.";

/**
 * GET /uploads/<name>: an uploaded picture, read from the database by whichever process is asked.
 * A name is never reused (random, and a new picture gets a new name), so the answer is immutable and
 * its name is its ETag.
 */
export function registerUploads(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const upload = STORED_NAME.test(name) ? await readUpload(db, name) : null;
    if (!upload) return reply.code(404).send({ messages: { error: NOT_FOUND } });
    const etag = `"${name}"`;
    reply
      .header("Cache-Control", "public, max-age=604800, immutable")
      .header("ETag", etag)
      .header("Last-Modified", upload.createdAt.toUTCString());
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(upload.contentType).send(upload.bytes);
  });
}
