/**
 * How a profile picture is prepared in the browser before upload (issue 14, item 5): a phone's
 * camera photo (4000 × 3000, 5–10 MB) is drawn smaller and re-encoded so it fits the server's 2 MB;
 * a picture that already fits in every way is sent as it is.
 */

/** The longer side a picture is drawn at, at most: what the server keeps (sharp-images.ts). */
export const PICTURE_MAX_SIDE = 1024;

export type PictureSize = { width: number; height: number };

export type PictureOriginal = PictureSize & {
  /** The file's size in bytes. */
  bytes: number;
  /** Whether the server accepts the file's type as it is (JPEG, PNG, WebP). */
  acceptedType: boolean;
};

export type PictureLimits = { maxSide: number; maxBytes: number };

/** Keep the file as it is, or draw it at `size` and re-encode it. */
export type PicturePlan = { kind: "keep" } | { kind: "redraw"; size: PictureSize };

/**
 * The size a picture is drawn at: the original when its longer side is within `maxSide`, otherwise
 * scaled (aspect kept) so the longer side is exactly `maxSide`, the shorter rounded, never below 1 px.
 */
export function pictureTargetSize(original: PictureSize, maxSide = PICTURE_MAX_SIDE): PictureSize {
  const width = Math.max(1, Math.round(original.width));
  const height = Math.max(1, Math.round(original.height));
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Keeps a picture only when the server takes it as it is: an accepted type, within the byte limit
 * and no larger than `maxSide`. Anything else is redrawn at pictureTargetSize and re-encoded.
 */
export function planPicture(
  original: PictureOriginal,
  { maxSide, maxBytes }: PictureLimits = { maxSide: PICTURE_MAX_SIDE, maxBytes: Infinity },
): PicturePlan {
  const size = pictureTargetSize(original, maxSide);
  const fits = size.width === Math.round(original.width) && size.height === Math.round(original.height);
  if (fits && original.acceptedType && original.bytes <= maxBytes) return { kind: "keep" };
  return { kind: "redraw", size };
}
