import http from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import type { Database } from "../../../server/src/db/client";

// The server-routes bench's baselines: bare Fastify on the same database, in the same process as the app.

/** An answer as the app sent it, for the bare route to send the same bytes. */
export interface SentBytes {
  body: Buffer;
  encoding: "br" | null;
}

/**
 * Bare Fastify: `/one` does one query and answers it (the baseline); `/same/:key` does the
 * same query and then sends, as they are, the bytes one of the app's answers was (its JSON text, or
 * its brotli form): what those bytes alone cost to send, with no per-request work of the app's.
 */
export async function bareBaseline(
  pool: pg.Pool | null,
  pglite: Database | null,
  sent: ReadonlyMap<string, SentBytes>,
): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  const selectOne = async () => {
    if (pool) return (await pool.query("select 1 as one")).rows[0] as unknown;
    if (!pglite) throw new Error("no database");
    return pglite.db.execute("select 1 as one");
  };
  bare.get("/one", async () => ({ data: await selectOne() }));
  bare.get<{ Params: { key: string } }>("/same/:key", async (request, reply) => {
    await selectOne();
    const bytes = sent.get(request.params.key);
    if (!bytes) return reply.code(404).send();
    reply.header("content-type", "application/json; charset=utf-8");
    if (bytes.encoding) reply.header("content-encoding", bytes.encoding);
    return reply.send(bytes.body);
  });
  await bare.listen({ host: "127.0.0.1", port: 0 });
  return bare;
}

/** An answer's body as it came over the wire (still encoded), with its encoding. */
export function bytesAsSent(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), encoding: String(response.headers["content-encoding"]) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
