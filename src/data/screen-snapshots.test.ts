import { afterEach, describe, expect, it, vi } from "vitest";
import { dropScreenSnapshot } from "./screen-snapshot-removal";
import { loadedFonts, snapshotHtml } from "./screen-snapshots";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("snapshotHtml", () => {
  it("keeps what is painted, without toasts, dialogs, scripts, ids or references to ids", () => {
    const root = document.createElement("div");
    root.id = "root";
    root.innerHTML =
      '<main><h2 lang="de" id="w">Hallo</h2><label for="note">یادداشت</label><input id="note" aria-describedby="h">' +
      '<button aria-controls="m">پخش</button></main>' +
      '<div class="Toastify"><div>ذخیره شد</div></div><div role="dialog">پنجره</div><script>alert(1)</script>';
    const html = snapshotHtml(root);
    expect(html).toContain('<h2 lang="de">Hallo</h2>');
    expect(html).toContain("<label>یادداشت</label><input><button>پخش</button>");
    expect(html).not.toMatch(/ذخیره شد|پنجره|script|\bid=|\bfor=|aria-/);
    // The page itself is left as it was.
    expect(root.querySelector("#note")).not.toBeNull();
    expect(root.querySelector(".Toastify")).not.toBeNull();
  });
});

describe("dropScreenSnapshot", () => {
  it("takes the worker's snapshot off the page, and does nothing when there is none", () => {
    document.body.innerHTML = '<div id="screen-snapshot">Hallo</div><div id="root"></div>';
    dropScreenSnapshot();
    expect(document.getElementById("screen-snapshot")).toBeNull();
    expect(document.getElementById("root")).not.toBeNull();
    expect(() => dropScreenSnapshot()).not.toThrow();
  });
});

describe("loadedFonts", () => {
  it("names the page's own WOFF2 files it has loaded, each once, as paths", () => {
    const entry = (name: string) => ({ name }) as PerformanceEntry;
    vi.stubGlobal("performance", {
      getEntriesByType: (type: string) =>
        type !== "resource"
          ? []
          : [
              entry(`${location.origin}/v1/assets/vazirmatn-persian-400-A.woff2`),
              entry(`${location.origin}/v1/assets/index-B.css`),
              entry(`${location.origin}/v1/assets/inter-german-600-C.woff2`),
              entry(`${location.origin}/v1/assets/vazirmatn-persian-400-A.woff2`),
              entry("https://fonts.example/other.woff2"),
            ],
    });
    expect(loadedFonts()).toEqual([
      "/v1/assets/vazirmatn-persian-400-A.woff2",
      "/v1/assets/inter-german-600-C.woff2",
    ]);
  });
});
