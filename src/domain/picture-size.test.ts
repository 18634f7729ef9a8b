import { describe, expect, it } from "vitest";
import { PICTURE_MAX_SIDE, pictureTargetSize, planPicture } from "./picture-size";

const MB = 1024 * 1024;
const limits = { maxSide: 1024, maxBytes: 2 * MB };

describe("pictureTargetSize", () => {
  it("scales a camera photo so its longer side is 1024 px, keeping the aspect", () => {
    expect(PICTURE_MAX_SIDE).toBe(1024);
    expect(pictureTargetSize({ width: 4000, height: 3000 })).toEqual({ width: 1024, height: 768 });
    expect(pictureTargetSize({ width: 3000, height: 4000 })).toEqual({ width: 768, height: 1024 });
    expect(pictureTargetSize({ width: 4032, height: 1960 })).toEqual({ width: 1024, height: 498 });
    expect(pictureTargetSize({ width: 5000, height: 5000 })).toEqual({ width: 1024, height: 1024 });
  });

  it("never enlarges a picture that already fits", () => {
    expect(pictureTargetSize({ width: 192, height: 192 })).toEqual({ width: 192, height: 192 });
    expect(pictureTargetSize({ width: 1024, height: 600 })).toEqual({ width: 1024, height: 600 });
  });

  it("keeps a very thin picture at least one pixel wide", () => {
    expect(pictureTargetSize({ width: 10_000, height: 2 })).toEqual({ width: 1024, height: 1 });
    expect(pictureTargetSize({ width: 1, height: 9000 }, 100)).toEqual({ width: 1, height: 100 });
  });
});

describe("planPicture", () => {
  it("sends a small accepted picture as it is", () => {
    const icon = { width: 192, height: 192, bytes: 5_689, acceptedType: true };
    expect(planPicture(icon, limits)).toEqual({ kind: "keep" });
  });

  it("redraws a large camera photo at 1024 px, however many bytes it has", () => {
    const photo = { width: 4000, height: 3000, acceptedType: true };
    const redraw = { kind: "redraw", size: { width: 1024, height: 768 } };
    expect(planPicture({ ...photo, bytes: 10 * MB }, limits)).toEqual(redraw);
    expect(planPicture({ ...photo, bytes: MB }, limits)).toEqual(redraw);
  });

  it("redraws at the same size a picture that is too heavy or of a type the server refuses", () => {
    const small = { width: 800, height: 600 };
    const same = { kind: "redraw", size: small };
    expect(planPicture({ ...small, bytes: 3 * MB, acceptedType: true }, limits)).toEqual(same);
    expect(planPicture({ ...small, bytes: 40_000, acceptedType: false }, limits)).toEqual(same);
  });
});
