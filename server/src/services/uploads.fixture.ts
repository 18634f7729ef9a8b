import zlib from "node:zlib";

/** Image bytes for upload tests, built by hand (no image library here). */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid RGB PNG. `declared` overrides the size written in IHDR while the pixel data stays small —
 * what a pixel-flood file looks like (its header is all a checker reads).
 */
export function pngImage(
  width: number,
  height: number,
  declared?: { width: number; height: number },
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([200, 40 + y * 10, 90 + x * 10], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("tEXt", Buffer.from("Comment\0made by a test", "latin1")),
    pngChunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The smallest well-formed JPEG (1×1, arithmetic-coded baseline: SOF9). */
export const TINY_JPEG = Buffer.from(
  "/9j/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=",
  "base64",
);

/**
 * A JPEG's header as a camera writes it: SOI, an APP1 (Exif) segment, a comment, then SOF0 with the
 * given size, then the start of the scan. Enough for header checks.
 */
export function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const sofData = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sofData.writeUInt16BE(height, 1);
  sofData.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.from("Exif\0\0MM\0*\0\0\0\x08\0\0", "latin1")),
    segment(0xfe, Buffer.from("comment")),
    Buffer.from([0xff, 0xff]), // fill byte before the next marker
    segment(sof, sofData),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}

/** Real 1×1 WebP files: lossy (VP8), lossless (VP8L) and extended with alpha (VP8X). */
export const WEBP_LOSSY = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64");
export const WEBP_LOSSLESS = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
export const WEBP_EXTENDED = Buffer.from(
  "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==",
  "base64",
);

/** A VP8X WebP header declaring a canvas of the given size. */
export function webpExtendedHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write("RIFF", 0, "latin1");
  bytes.writeUInt32LE(22, 4);
  bytes.write("WEBPVP8X", 8, "latin1");
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}
