import { describe, expect, it } from "vitest";
import { COMPILE_HINT, withCompileHint } from "./compile-hints";

describe("withCompileHint", () => {
  it("puts V8's hint on the chunk's first line, before its imports", () => {
    const code = 'import{a as b}from"./x.js";b();\n';
    const hinted = withCompileHint(code);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(code);
  });

  it("puts it once, however often it runs", () => {
    expect(withCompileHint(withCompileHint("f();"))).toBe(`${COMPILE_HINT}\nf();`);
  });
});
