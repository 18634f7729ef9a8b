import { describe, expect, it } from "vitest";
import { preloadScript, routeRegex } from "./signed-in-preload";

interface Link {
  rel?: string;
  href?: string;
  crossOrigin?: string;
}

/** Runs the script with a stand-in for the page's storage, head and address; what it appended. */
function run(script: string, stored: () => string | null, pathname = "/v1/"): Link[] {
  const appended: Link[] = [];
  const document = { createElement: () => ({}), head: { append: (link: Link) => appended.push(link) } };
  const localStorage = { getItem: (key: string) => (key === "token" ? stored() : null) };
  new Function("localStorage", "document", "location", script)(localStorage, document, { pathname });
  return appended;
}

const hrefs = (links: Link[]) => links.map((link) => link.href);

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

describe("a screen's chunks in the preload script", () => {
  const script = preloadScript(
    "/v1/",
    "token",
    ["assets/frame-a.js"],
    [
      { regex: routeRegex("/v1/", ""), files: ["assets/home-h.js"] },
      { regex: routeRegex("/v1/", "lesson/:courseId/:lessonId"), files: ["assets/lesson-l.js"] },
      {
        regex: routeRegex("/v1/", "vocabulary/:courseId/:lessonId/:sectionId/:wordId?"),
        files: ["assets/study-s.js", "assets/audio-u.js"],
      },
    ],
  );
  const signedIn = () => "a.b.c";

  it("adds the chunks of the screen the path opens, after the frame's", () => {
    expect(hrefs(run(script, signedIn, "/v1/"))).toEqual(["/v1/assets/frame-a.js", "/v1/assets/home-h.js"]);
    expect(hrefs(run(script, signedIn, "/v1"))).toEqual(["/v1/assets/frame-a.js", "/v1/assets/home-h.js"]);
    expect(hrefs(run(script, signedIn, "/v1/lesson/a1/a1-1/"))).toEqual([
      "/v1/assets/frame-a.js",
      "/v1/assets/lesson-l.js",
    ]);
    for (const path of ["/v1/vocabulary/a1/a1-1/a1-1-1", "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01"]) {
      expect(hrefs(run(script, signedIn, path))).toEqual([
        "/v1/assets/frame-a.js",
        "/v1/assets/study-s.js",
        "/v1/assets/audio-u.js",
      ]);
    }
  });

  it("adds none for a path no screen matches, nor for a guest", () => {
    for (const path of ["/v1/lesson/a1", "/v1/lesson/a1/a1-1/extra", "/v1/words", "/v2/", "/v1/vocabulary"]) {
      expect(hrefs(run(script, signedIn, path)), path).toEqual(["/v1/assets/frame-a.js"]);
    }
    expect(run(script, () => null, "/v1/lesson/a1/a1-1")).toEqual([]);
  });
});

describe("a route pattern as a path's regex", () => {
  it("matches a segment per parameter, an optional one or none, and escapes the rest", () => {
    const study = new RegExp(routeRegex("/v1/", "vocabulary/:courseId/:lessonId/:sectionId/:wordId?"));
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1")).toBe(true);
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1/w")).toBe(true);
    expect(study.test("/v1/vocabulary/a1/a1-1")).toBe(false);
    expect(study.test("/v1/vocabulary/a1/a1-1/a1-1-1/w/x")).toBe(false);
    expect(new RegExp(routeRegex("/v.1/", "a+b")).test("/vx1/a+b")).toBe(false);
    expect(new RegExp(routeRegex("/v.1/", "a+b")).test("/v.1/a+b")).toBe(true);
  });
});
