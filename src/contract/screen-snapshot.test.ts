import { describe, expect, it } from "vitest";
import { insertScreenSnapshot, snapshotCurrent, snapshotKey } from "./screen-snapshot";

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

  it("gives nothing for a shell without #root", () => {
    const other = shell("/a.css").replace('<div id="root">', '<div id="app">');
    expect(insertScreenSnapshot(other, "<main>Hallo</main>", "/a.css")).toBeNull();
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
