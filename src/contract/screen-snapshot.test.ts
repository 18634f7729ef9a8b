import { describe, expect, it } from "vitest";
import { insertScreenSnapshot, snapshotCurrent, snapshotFonts, snapshotKey } from "./screen-snapshot";

const shell = (css: string) =>
  `<!doctype html><html><head><link rel="stylesheet" crossorigin href="${css}"></head>` +
  `<body><div id="root"><div role="status">…</div></div><script type="module" src="/v1/assets/index.js"></script></body></html>`;

describe("insertScreenSnapshot", () => {
  it("shows the snapshot, hidden from assistive technology and inert, just before #root (over the loading view in it)", () => {
    const html = insertScreenSnapshot(
      shell("/v1/assets/index-A.css"),
      "<main>Hallo</main>",
      "/v1/assets/index-A.css",
    );
    expect(html).toContain(
      '<body><div id="screen-snapshot" aria-hidden="true" inert><main>Hallo</main></div><div id="root"><div role="status">…</div></div><script',
    );
  });

  it("gives nothing for a shell of another build (another stylesheet)", () => {
    expect(
      insertScreenSnapshot(shell("/v1/assets/index-B.css"), "<main>Hallo</main>", "/v1/assets/index-A.css"),
    ).toBeNull();
    expect(insertScreenSnapshot(shell("/v1/assets/index-A.css"), "<main>Hallo</main>", "")).toBeNull();
  });

  it("preloads the fonts the snapshot was painted with in the head, each the shell does not preload already", () => {
    const preloaded = shell("/a.css").replace(
      "</head>",
      '<link rel="preload" href="/v1/assets/vazir-400.woff2" as="font" type="font/woff2" crossorigin=""></head>',
    );
    const html = insertScreenSnapshot(preloaded, "<main>Hallo</main>", "/a.css", [
      "/v1/assets/vazir-400.woff2",
      "/v1/assets/inter-600.woff2",
    ]);
    const head = html?.slice(0, html.indexOf("</head>")) ?? "";
    expect(head.match(/rel="preload"/g)).toHaveLength(2);
    expect(head).toContain(
      '<link rel="preload" href="/v1/assets/inter-600.woff2" as="font" type="font/woff2" crossorigin>',
    );
    // A path the contract does not allow never reaches the page, even when handed in directly.
    const odd = insertScreenSnapshot(shell("/a.css"), "<main>Hallo</main>", "/a.css", ['/x.woff2"><script>']);
    expect(odd).not.toContain("<script>");
  });

  it("holds back the build's marked entry script as a module preload, so the page's first script starts it after the snapshot's first frame", () => {
    const entry = '<script type="module" crossorigin src="/v1/assets/index-E.js" data-vajeh-entry></script>';
    const marked = shell("/a.css").replace("</head>", `${entry}</head>`);
    const html = insertScreenSnapshot(marked, "<main>Hallo</main>", "/a.css") ?? "";
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/v1/assets/index-E.js" data-vajeh-entry>',
    );
    expect(html).not.toContain('src="/v1/assets/index-E.js"');
    // An unmarked script (another build's shell) is left to run as it is.
    expect(insertScreenSnapshot(shell("/a.css"), "<main>Hallo</main>", "/a.css")).toContain(
      '<script type="module" src="/v1/assets/index.js"></script>',
    );
  });

  it("gives nothing for a shell without #root", () => {
    const other = shell("/a.css").replace('<div id="root">', '<div id="app">');
    expect(insertScreenSnapshot(other, "<main>Hallo</main>", "/a.css")).toBeNull();
  });
});

describe("snapshotFonts", () => {
  it("reads the header's same-origin WOFF2 paths, each once, and drops anything else", () => {
    expect(snapshotFonts("/v1/assets/a-1.woff2 /v1/assets/b_2.woff2  /v1/assets/a-1.woff2")).toEqual([
      "/v1/assets/a-1.woff2",
      "/v1/assets/b_2.woff2",
    ]);
    expect(
      snapshotFonts(
        'https://evil.example/a.woff2 //evil.example/a.woff2 /v1/a.css /v1/"x.woff2 /v1/../a.woff2 /v1/a.woff2?x',
      ),
    ).toEqual([]);
    expect(snapshotFonts(null)).toEqual([]);
    expect(snapshotFonts("")).toEqual([]);
  });
});

describe("snapshotKey", () => {
  it("keeps each path apart, under an address the app never fetches", () => {
    expect(snapshotKey("https://vajeh.example", "/v1/")).toBe("https://vajeh.example/__vajeh/screens/v1/");
    expect(snapshotKey("https://vajeh.example", "/v1/vocabulary/a1/x")).not.toBe(
      snapshotKey("https://vajeh.example", "/v1/vocabulary/a1/y"),
    );
  });
});

describe("snapshotCurrent", () => {
  it("is shown only before the end of the session it was taken in", () => {
    expect(snapshotCurrent("2000", 1999)).toBe(true);
    expect(snapshotCurrent("2000", 2000)).toBe(false);
    expect(snapshotCurrent(null, 0)).toBe(false);
    expect(snapshotCurrent("soon", 0)).toBe(false);
  });
});
