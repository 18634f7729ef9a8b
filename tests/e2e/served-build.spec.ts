import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

const baseUrl = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed). */
  body: Buffer;
}

/** A GET with a chosen Accept-Encoding, over plain HTTP so nothing decompresses on the way. */
function get(path: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

function decoded(raw: Raw): string {
  const encoding = raw.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(raw.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(raw.body).toString();
  return raw.body.toString();
}

// The production build as the server sends it: precompressed, revalidated where it must be, no source maps.
test("the built shell, its entry script and the worker go out precompressed, with no source maps", async () => {
  const shell = await get("/v1/", "gzip, deflate, br, zstd");
  expect(shell.status).toBe(200);
  expect(shell.headers["content-encoding"]).toBe("br");
  expect(shell.headers["cache-control"]).toBe("no-cache");
  const html = decoded(shell);
  const entry = /src="(\/v1\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${html}`);

  const script = await get(entry, "br");
  expect(script.headers["content-encoding"]).toBe("br");
  expect(script.headers["content-type"]).toMatch(/javascript/);
  expect(script.headers["cache-control"]).toContain("immutable");
  const plain = await get(entry, "identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(decoded(script)).toBe(plain.body.toString());
  expect(script.body.length).toBeLessThan(plain.body.length / 2);
  expect(plain.body.toString()).not.toContain("sourceMappingURL");
  expect((await get(`${entry}.map`, "br")).status).toBe(404);

  const worker = await get("/v1/sw.js", "gzip");
  expect(worker.headers["content-encoding"]).toBe("gzip");
  expect(worker.headers["cache-control"]).toBe("no-cache");
  const source = decoded(worker);
  expect(source).toContain(entry.replace("/v1/", ""));
  expect(source).not.toMatch(/\.(br|gz|map)"/);
});
