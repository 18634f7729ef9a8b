import crypto from "node:crypto";

/**
 * Uploaded images (api.md "Audio, profile, upload"): JPEG, PNG or WebP judged by their bytes, 2 MB at
 * most, stored as rows of `uploads` under a random name (services/upload-store.ts) and served at
 * /uploads/<name> by any server process.
 *
 * NO IMAGE LIBRARY YET: `headerOnlyImages` reads the type from the magic numbers and the dimensions
 * from the header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X) without decoding anything, refuses a
 * pixel flood before any decoder sees it, and stores the bytes as they came (metadata included).
 * An ImageProcessor built on an image library (sharp) should re-encode in `prepare` — rotating by the
 * EXIF orientation, then dropping the metadata — and be passed to buildApp as `images`.
 */

export type ImageFormat = "png" | "jpeg" | "webp";

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

export type ImageProblem = "empty" | "unsupported" | "corrupt" | "too-many-pixels";

export type ImageInspection = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem };

/** The longest side and the most pixels accepted: beyond them decoding could take hundreds of MB. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ascii(bytes: Buffer, offset: number, length: number): string {
  return bytes.subarray(offset, offset + length).toString("latin1");
}

/** PNG: the signature, then the IHDR chunk (length 13) with width and height as big-endian u32. */
function pngSize(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33) return null;
  if (bytes.readUInt32BE(8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walks the marker segments after SOI up to the first SOFn (height, then width, big-endian u16). */
function jpegSize(bytes: Buffer): ImageInfo | null {
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i += 1; // fill bytes
    if (i >= bytes.length) return null;
    const marker = bytes[i] ?? 0;
    i += 1;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    if (i + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 7 > bytes.length) return null;
      return { format: "jpeg", height: bytes.readUInt16BE(i + 3), width: bytes.readUInt16BE(i + 5) };
    }
    i += length;
  }
  return null;
}

/** WebP: RIFF…WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function webpSize(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30) return null;
  if (bytes.readUInt32LE(4) + 8 > bytes.length) return null; // truncated
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null; // key frame start code
    return {
      format: "webp",
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    return { format: "webp", width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

function formatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  return null;
}

/**
 * What the bytes are — never what the file's name or declared type says — and how many pixels they
 * declare, read from the header alone. Anything but JPEG, PNG or WebP is "unsupported"; a header that
 * cannot be read or declares no pixels is "corrupt"; more than MAX_IMAGE_SIDE on a side or
 * MAX_IMAGE_PIXELS in all is "too-many-pixels" (a pixel flood), refused before anything decodes it.
 */
export function inspectImage(bytes: Buffer): ImageInspection {
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  const format = formatOf(bytes);
  if (!format) return { ok: false, problem: "unsupported" };
  const image = format === "png" ? pngSize(bytes) : format === "jpeg" ? jpegSize(bytes) : webpSize(bytes);
  if (!image || image.width < 1 || image.height < 1) return { ok: false, problem: "corrupt" };
  if (
    image.width > MAX_IMAGE_SIDE ||
    image.height > MAX_IMAGE_SIDE ||
    image.width * image.height > MAX_IMAGE_PIXELS
  ) {
    return { ok: false, problem: "too-many-pixels" };
  }
  return { ok: true, image };
}

/** Checks uploaded images and turns them into the bytes to store (injected: tests and sharp can replace it). */
export interface ImageProcessor {
  /** True when `prepare` re-encodes (and so strips metadata). */
  readonly reencodes: boolean;
  inspect(bytes: Buffer): ImageInspection;
  prepare(bytes: Buffer, image: ImageInfo): Promise<Buffer>;
}

/** The processor without an image library: header checks only, the bytes stored unchanged. */
export const headerOnlyImages: ImageProcessor = {
  reencodes: false,
  inspect: inspectImage,
  prepare: async (bytes) => bytes,
};

export const UPLOADS_URL_PREFIX = "/uploads/";
/** The shape of every name this server gives an upload: nothing else is ever looked up or deleted. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp)$/;

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** A fresh random name for an upload of this format. */
export function newUploadName(format: ImageFormat): string {
  return `${crypto.randomBytes(16).toString("hex")}.${IMAGE_EXTENSIONS[format]}`;
}

/** The Content-Type an upload is served with, from its name's extension. */
export function uploadContentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/**
 * The stored upload a URL names, or null for anything else (a picture from Google, a URL someone
 * typed in): only names of the exact shape newUploadName makes.
 */
export function storedUploadName(url: string | null): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}
