import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sharpImages, UndecodableImageError } from "./sharp-images.js";

describe("sharpImages", () => {
  it("re-encodes without metadata and turns the picture upright", async () => {
    // A 40×20 JPEG carrying EXIF (orientation 6: rotate 90°) and a made-up camera.
    const withExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c00" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam" } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const inspection = sharpImages.inspect(withExif);
    if (!inspection.ok) throw new Error(inspection.problem);
    const stored = await sharpImages.prepare(withExif, inspection.image);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
  });

  it("scales a large picture down to 1024 px and keeps its format", async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const inspection = sharpImages.inspect(big);
    if (!inspection.ok) throw new Error(inspection.problem);
    const meta = await sharp(await sharpImages.prepare(big, inspection.image)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1024, 512]);
  });

  it("refuses bytes whose header looks right but that do not decode", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(40, 7)]);
    const inspection = sharpImages.inspect(broken);
    if (!inspection.ok) return; // refused by the header checks already
    await expect(sharpImages.prepare(broken, inspection.image)).rejects.toBeInstanceOf(UndecodableImageError);
  });
});
