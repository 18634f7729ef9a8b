import { describe, expect, it } from "vitest";
import {
  inspectImage,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  newUploadName,
  storedUploadName,
  uploadContentType,
} from "./uploads.js";
import {
  jpegHeader,
  pngImage,
  TINY_JPEG,
  WEBP_EXTENDED,
  WEBP_LOSSLESS,
  WEBP_LOSSY,
  webpExtendedHeader,
} from "./uploads.fixture.js";

describe("inspectImage", () => {
  it("reads PNG, JPEG and WebP types and sizes from their headers", () => {
    expect(inspectImage(pngImage(3, 2))).toEqual({ ok: true, image: { format: "png", width: 3, height: 2 } });
    expect(inspectImage(TINY_JPEG)).toEqual({ ok: true, image: { format: "jpeg", width: 1, height: 1 } });
    expect(inspectImage(jpegHeader(640, 480))).toEqual({
      ok: true,
      image: { format: "jpeg", width: 640, height: 480 },
    });
    expect(inspectImage(jpegHeader(800, 600, 0xc2))).toMatchObject({ ok: true, image: { width: 800 } });
    for (const webp of [WEBP_LOSSY, WEBP_LOSSLESS, WEBP_EXTENDED]) {
      expect(inspectImage(webp)).toEqual({ ok: true, image: { format: "webp", width: 1, height: 1 } });
    }
    expect(inspectImage(webpExtendedHeader(1200, 900))).toEqual({
      ok: true,
      image: { format: "webp", width: 1200, height: 900 },
    });
  });

  it("judges by the bytes: scripts, HTML, SVG and GIF are unsupported whatever they are called", () => {
    for (const text of [
      "#!/bin/sh\nrm -rf /\n",
      "<script>alert(1)</script>",
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      expect(inspectImage(Buffer.from(text))).toEqual({ ok: false, problem: "unsupported" });
    }
    expect(inspectImage(Buffer.from("GIF89a\x01\0\x01\0", "latin1"))).toEqual({
      ok: false,
      problem: "unsupported",
    });
    expect(inspectImage(Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1"))).toEqual({
      ok: false,
      problem: "unsupported",
    });
  });

  it("calls an empty file empty, and a header it cannot read corrupt", () => {
    expect(inspectImage(Buffer.alloc(0))).toEqual({ ok: false, problem: "empty" });
    expect(inspectImage(pngImage(3, 2).subarray(0, 20))).toEqual({ ok: false, problem: "corrupt" });
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toEqual({
      ok: false,
      problem: "corrupt",
    });
    // Scan data before any frame header.
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toEqual({
      ok: false,
      problem: "corrupt",
    });
    expect(inspectImage(jpegHeader(0, 480))).toEqual({ ok: false, problem: "corrupt" });
    expect(inspectImage(pngImage(3, 2, { width: 0, height: 2 }))).toEqual({ ok: false, problem: "corrupt" });
    expect(inspectImage(WEBP_LOSSY.subarray(0, 28))).toEqual({ ok: false, problem: "corrupt" });
  });

  it("refuses a pixel flood from the header alone", () => {
    expect(inspectImage(pngImage(2, 2, { width: 20_000, height: 20_000 }))).toEqual({
      ok: false,
      problem: "too-many-pixels",
    });
    expect(inspectImage(pngImage(2, 2, { width: MAX_IMAGE_SIDE + 1, height: 1 }))).toMatchObject({
      ok: false,
    });
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    expect(inspectImage(pngImage(2, 2, { width: side, height: side }))).toMatchObject({
      ok: false,
      problem: "too-many-pixels",
    });
    expect(inspectImage(jpegHeader(65_535, 65_535))).toMatchObject({ problem: "too-many-pixels" });
    expect(inspectImage(webpExtendedHeader(16_000_000, 2))).toMatchObject({ problem: "too-many-pixels" });
    expect(inspectImage(pngImage(2, 2, { width: 4000, height: 3000 }))).toMatchObject({ ok: true });
  });
});

describe("newUploadName and storedUploadName", () => {
  it("names an upload randomly with the format's extension, and serves it with that format's type", () => {
    const a = newUploadName("png");
    const b = newUploadName("jpeg");
    expect(a).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(b).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(a).not.toBe(b);
    expect(uploadContentType(b)).toBe("image/jpeg");
    expect(uploadContentType(newUploadName("webp"))).toBe("image/webp");
    expect(storedUploadName(`/uploads/${a}`)).toBe(a);
  });

  it("names only uploads of its own shape, nothing else", () => {
    expect(storedUploadName(null)).toBeNull();
    expect(storedUploadName("https://lh3.googleusercontent.com/a/photo.png")).toBeNull();
    expect(storedUploadName("/uploads/../jwt-secret")).toBeNull();
    expect(storedUploadName("/uploads/0123456789abcdef0123456789abcdef.png/../../x")).toBeNull();
    expect(storedUploadName("/media/0123456789abcdef0123456789abcdef.png")).toBeNull();
  });
});
