import { describe, expect, it } from "vitest";
import { requireParams } from "./require-params";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("requireParams", () => {
  it("answers the named params, trimmed", () => {
    expect(requireParams({ a: " x ", b: "y", c: "z" }, ["a", "b"])).toEqual({ a: "x", b: "y" });
  });

  it("is a 400 with the route's message when one is missing or blank", () => {
    expect(thrown(() => requireParams({ a: "x", b: " " }, ["a", "b"]))).toMatchObject({
      data: "Needed params not provided!",
      init: { status: 400 },
    });
    expect(thrown(() => requireParams({}, ["postId"], "PostId not provided!"))).toMatchObject({
      data: "PostId not provided!",
      init: { status: 400 },
    });
  });
});
