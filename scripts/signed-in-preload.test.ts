import { describe, expect, it } from "vitest";
import { preloadScript } from "./signed-in-preload";

interface Link {
  rel?: string;
  href?: string;
  crossOrigin?: string;
}

/** Runs the script with a stand-in for the page's storage and head; what it appended. */
function run(script: string, stored: () => string | null): Link[] {
  const appended: Link[] = [];
  const document = { createElement: () => ({}), head: { append: (link: Link) => appended.push(link) } };
  const localStorage = { getItem: (key: string) => (key === "token" ? stored() : null) };
  new Function("localStorage", "document", script)(localStorage, document);
  return appended;
}

describe("the signed-in preload script", () => {
  const script = preloadScript("/v1/", "token", ["assets/frame-a.js", "assets/db-b.js"]);

  it("preloads the frame's chunks as modules when a token is stored", () => {
    expect(run(script, () => "a.b.c")).toEqual([
      { rel: "modulepreload", href: "/v1/assets/frame-a.js", crossOrigin: "" },
      { rel: "modulepreload", href: "/v1/assets/db-b.js", crossOrigin: "" },
    ]);
  });

  it("preloads nothing for a guest, nor when storage cannot be read", () => {
    expect(run(script, () => null)).toEqual([]);
    expect(
      run(script, () => {
        throw new Error("SecurityError");
      }),
    ).toEqual([]);
  });
});
