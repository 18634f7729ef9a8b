import http from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError } from "fastify";

const MESSAGES = {
  400: "درخواست نامعتبر است.",
  408: "زمان ارسال درخواست به پایان رسید.",
  414: "نشانی درخواست بیش از حد طولانی است.",
  431: "سرآیندهای درخواست بیش از حد بزرگ است.",
} as const;
type ClientErrorStatus = keyof typeof MESSAGES;

/**
 * Node's parser reports a URL too long and headers too large alike (HPE_HEADER_OVERFLOW: the request
 * line counts towards the header limit). When the request line alone takes more than half of that
 * limit, the URL is what was too long (414); otherwise the headers were (431).
 */
function overflowStatus(rawPacket: unknown): 414 | 431 {
  // Node gives the bytes as a Buffer (Fastify's type says otherwise).
  if (!Buffer.isBuffer(rawPacket)) return 431;
  const half = Math.floor(http.maxHeaderSize / 2);
  const start = rawPacket.toString("latin1", 0, Math.min(rawPacket.length, half + 2));
  const requestLine = start.split("\r\n", 1)[0] ?? "";
  return /^[A-Z]+ /.test(start) && requestLine.length > half ? 414 : 431;
}

function statusOf(error: ConnectionError): ClientErrorStatus {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (error.code === "HPE_HEADER_OVERFLOW") return overflowStatus(error.rawPacket);
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refuses before any route runs (a
 * URL or headers too large, bytes that are not HTTP, a request too slow) with the contract's error
 * shape, `{messages:{error}}` in Persian, and closes the connection, as Node does.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const status = statusOf(error);
    const body = JSON.stringify({ messages: { error: MESSAGES[status] } });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "X-Content-Type-Options: nosniff\r\n" +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
