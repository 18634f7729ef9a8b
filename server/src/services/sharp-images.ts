import sharp from "sharp";
import { type ImageProcessor, inspectImage, MAX_IMAGE_PIXELS } from "./uploads.js";

/** Profile pictures never need more than this on their longer side. */
const MAX_SIDE = 1024;

export class UndecodableImageError extends Error {
  override name = "UndecodableImageError";
}

/**
 * Uploads re-encoded with sharp: turned upright by their EXIF orientation, then written without any
 * metadata (no GPS, no camera), scaled down to 1024 px, in the format they came in. The header checks
 * of inspectImage run first, so a pixel flood is refused before anything decodes it.
 */
export const sharpImages: ImageProcessor = {
  reencodes: true,
  inspect: inspectImage,
  async prepare(bytes, image) {
    try {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
      if (image.format === "png") return await pipeline.png({ compressionLevel: 9 }).toBuffer();
      if (image.format === "webp") return await pipeline.webp({ quality: 85 }).toBuffer();
      return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    } catch (error) {
      throw new UndecodableImageError("the image could not be decoded", { cause: error });
    }
  },
};
