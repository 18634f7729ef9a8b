import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const baseUrl = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";

interface ChunkModules {
  file: string;
  modules: string[];
}

/** dist/.vite/chunk-modules.json, written by the build (vite.config.ts): each chunk's source modules. */
function chunkModules(): Map<string, string[]> {
  const file = path.resolve("dist/.vite/chunk-modules.json");
  const chunks = JSON.parse(fs.readFileSync(file, "utf8")) as ChunkModules[];
  return new Map(chunks.map((chunk) => [chunk.file, chunk.modules]));
}

/** Code only a signed-in learner needs: the local database, sync, the outbox and saved words. */
const SIGNED_IN_ONLY = [
  /node_modules\/dexie\//,
  /^src\/data\/db\//,
  /^src\/data\/sync\//,
  /^src\/data\/bookmarks\//,
];

test("a guest's login page loads no local database, sync, outbox or saved-words code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/v1/assets/") && url.pathname.endsWith(".js")) {
      scripts.push(url.pathname.slice("/v1/".length));
    }
  });
  await page.goto(`${baseUrl()}/v1/auth/login`);
  await expect(page.locator('input[name="password"]')).toBeVisible();
  // Whatever loads while the page settles (after the first paint too) counts.
  await page.waitForLoadState("networkidle");

  const modules = chunkModules();
  expect(scripts.length).toBeGreaterThan(0);
  const loaded = scripts.flatMap((file) => {
    const held = modules.get(file);
    expect(held, `${file} is in the build's chunk list`).toBeDefined();
    return held ?? [];
  });
  expect(loaded).toContain("src/features/auth/login-screen.tsx");
  expect(loaded.filter((module) => SIGNED_IN_ONLY.some((pattern) => pattern.test(module)))).toEqual([]);
});
