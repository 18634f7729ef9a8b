import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from "../../contract/account";
import { PICTURE_MAX_SIDE, type PictureSize, planPicture } from "../../domain/picture-size";

/** Re-encoding quality: small files with no visible loss at 1024 px. */
const QUALITY = 0.85;

export type PreparedPicture =
  { ok: true; file: File } | { ok: false; problem: "not-image" | "unreadable" | "too-large" };

function isAcceptedType(type: string): boolean {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(type);
}

/** The picture upright (EXIF orientation applied), or null when the browser cannot decode it. */
async function decode(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Draws `bitmap` at `size` and encodes it as WebP, or as JPEG (on white, as JPEG has no
 * transparency) where the browser cannot write WebP and hands back PNG instead.
 */
async function encode(bitmap: ImageBitmap, size: PictureSize): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const webp = await toBlob(canvas, "image/webp");
  if (webp?.type === "image/webp") return webp;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const jpeg = await toBlob(canvas, "image/jpeg");
  return jpeg?.type === "image/jpeg" ? jpeg : null;
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, "") || "picture";
  return `${base}.${type === "image/webp" ? "webp" : "jpg"}`;
}

/**
 * Makes a picked file ready for upload: decoded upright, then sent as it is when the server takes it
 * so (planPicture), otherwise drawn at most 1024 px on its longer side and re-encoded. The server
 * still judges the bytes; this only turns a phone's photo into something it accepts.
 */
export async function preparePicture(file: File): Promise<PreparedPicture> {
  if (file.type && !file.type.startsWith("image/")) return { ok: false, problem: "not-image" };
  const bitmap = await decode(file);
  if (!bitmap) return { ok: false, problem: file.type ? "unreadable" : "not-image" };
  try {
    const plan = planPicture(
      {
        width: bitmap.width,
        height: bitmap.height,
        bytes: file.size,
        acceptedType: isAcceptedType(file.type),
      },
      { maxSide: PICTURE_MAX_SIDE, maxBytes: UPLOAD_MAX_BYTES },
    );
    if (plan.kind === "keep") return { ok: true, file };
    const blob = await encode(bitmap, plan.size);
    if (!blob) return { ok: false, problem: "unreadable" };
    if (blob.size > UPLOAD_MAX_BYTES) return { ok: false, problem: "too-large" };
    return { ok: true, file: new File([blob], renamed(file.name, blob.type), { type: blob.type }) };
  } finally {
    bitmap.close();
  }
}
