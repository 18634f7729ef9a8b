import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { ANSWERS_HELD_KEY } from "../../src/data/api/early-ask-keys";
import { fa } from "../../src/i18n/fa";
import { signUpViaApi } from "./support/api";
import { COMPILE_HINT } from "../../scripts/compile-hints";
import { e2eEnv } from "./support/env";

const baseUrl = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";

interface ChunkModules {
  file: string;
  imports: string[];
  modules: string[];
}

/** dist/.vite/chunk-modules.json, written by the build (vite.config.ts): each chunk's source modules. */
function builtChunks(): ChunkModules[] {
  return JSON.parse(fs.readFileSync(path.resolve("dist/.vite/chunk-modules.json"), "utf8")) as ChunkModules[];
}

function chunkModules(): Map<string, string[]> {
  return new Map(builtChunks().map((chunk) => [chunk.file, chunk.modules]));
}

/**
 * Every source module a screen's first render needs: the chunks holding `modules` (the entry, the
 * signed-in frame, the screen) and every chunk they import statically, as the browser must load them.
 */
function staticModulesOf(modules: readonly string[]): string[] {
  const chunks = builtChunks();
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const todo = modules.map((module) => {
    const holder = chunks.find((chunk) => chunk.modules.includes(module));
    expect(holder, `${module} is in a built chunk`).toBeDefined();
    return holder?.file ?? "";
  });
  const seen = new Set<string>();
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen].flatMap((file) => byFile.get(file)?.modules ?? []);
}

/**
 * Code only a signed-in learner needs: the local database, sync, the outbox and saved words. Its
 * loader (src/data/db/device.ts, a few lines) is the entry's: what it loads is not (decision 049).
 */
const SIGNED_IN_ONLY = [
  /node_modules\/dexie\//,
  /^src\/data\/db\/(?!device\.ts$)/,
  /^src\/data\/sync\//,
  /^src\/data\/bookmarks\//,
];

/** Code that only writes and the online screens need: the API client, the contract's schemas. */
const API_CLIENT = [
  /node_modules\/axios\//,
  /node_modules\/zod\/v4\/classic\//,
  /^src\/contract\/endpoints/,
  /^src\/data\/api\/api\.ts$/,
];

/** The build's small start-up script (scripts/signed-in-preload.ts): an asset, not a chunk, holding no source module. */
const SIGNED_IN_PRELOAD = /^assets\/signed-in-preload-[\w-]+\.js$/;

/**
 * Records the app's chunks as the page loads them, until one of the two is asked: `modules()` maps
 * them to their source modules, `firstLines()` reads each one's first line as the server sent it.
 * Bodies are read only when asked, and only of the chunks recorded by then: a body still being read
 * when the test ends fails it («response.text: Test ended»), as a chunk loaded late once did.
 */
function recordScripts(page: Page): { modules(): string[]; firstLines(): Promise<Map<string, string>> } {
  const chunks = new Map<string, Response>();
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/v1/assets/") || !url.pathname.endsWith(".js")) return;
    const file = url.pathname.slice("/v1/".length);
    if (SIGNED_IN_PRELOAD.test(file)) return;
    chunks.set(file, response);
  };
  page.on("response", record);
  const recorded = () => {
    page.off("response", record);
    return [...chunks];
  };
  return {
    modules() {
      const files = recorded().map(([file]) => file);
      const modules = chunkModules();
      expect(files.length).toBeGreaterThan(0);
      return files.flatMap((file) => {
        const held = modules.get(file);
        expect(held, `${file} is in the build's chunk list`).toBeDefined();
        return held ?? [];
      });
    },
    async firstLines() {
      const lines = await Promise.all(
        recorded().map(
          async ([file, response]) => [file, (await response.text()).split("\n", 1)[0] ?? ""] as const,
        ),
      );
      return new Map(lines);
    },
  };
}

/** A learner signed up through the API, whose token the page finds stored: a new device. */
async function newDeviceOfANewLearner(page: Page): Promise<void> {
  const learner = await signUpViaApi(baseUrl(), e2eEnv().dataDir);
  await page.addInitScript((token) => localStorage.setItem("token", token), learner.token);
}

const matching = (modules: readonly string[], patterns: readonly RegExp[]) =>
  modules.filter((module) => patterns.some((pattern) => pattern.test(module)));

test("a guest's login page loads no local database, sync, outbox, saved-words code or API client", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/v1/auth/login`);
  await expect(page.locator('input[name="password"]')).toBeVisible();
  // Whatever loads while the page settles (after the first paint too: it asks which sign-in
  // methods the server offers) counts.
  await page.waitForLoadState("networkidle");

  const loaded = scripts.modules();
  expect(loaded).toContain("src/features/auth/login-screen.tsx");
  expect(matching(loaded, SIGNED_IN_ONLY)).toEqual([]);
  // Building the client cost a throttled phone a 440 ms task after the login page's first paint
  // (Lighthouse, issue 13); it loads once the learner starts typing.
  expect(matching(loaded, API_CLIENT)).toEqual([]);
});

test("a learner's first visit to home loads no API client until its first sync is done", async ({ page }) => {
  await newDeviceOfANewLearner(page);
  const scripts = recordScripts(page);
  // The sync run's last pull is review's (settings, then logs); it goes over fetch like the rest.
  const reviewLogs = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/review/logs");
  await page.goto(`${baseUrl()}/v1/`);
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  expect((await reviewLogs).status()).toBe(200);
  await page.waitForLoadState("networkidle");

  const loaded = scripts.modules();
  expect(loaded).toContain("src/data/review/review-pull.ts");
  // The client and the schemas of every call cost about 300 ms of a throttled phone's main thread
  // after home's first paint (Lighthouse's total blocking time, issue 13).
  expect(matching(loaded, API_CLIENT)).toEqual([]);
});

test("every chunk a learner's new device loads for home comes with V8's compile hint on its first line", async ({
  page,
}) => {
  await newDeviceOfANewLearner(page);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl()}/v1/`);
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The entry, the frame, the device's code and home's screen at least (decision 050).
  const firstLines = await scripts.firstLines();
  expect(firstLines.size).toBeGreaterThanOrEqual(4);
  for (const [file, line] of firstLines) {
    expect(line, file).toBe(COMPILE_HINT);
  }
});

/**
 * The HTML itself carries the app's loading view (scripts/loading-shell.ts): with the entry held
 * back, it is on screen, in Persian, right to left; once the entry runs, the app's own screen
 * replaces it (no second loading view is left under the login form).
 */
test("the loading view paints from the HTML before any script has run, and the app replaces it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/v1\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl()}/v1/auth/login`, { waitUntil: "commit" });
  const loading = page.getByRole("status").filter({ hasText: fa.processing });
  await expect(loading).toBeVisible();
  await expect(loading.getByRole("img", { name: fa.appName })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => document.querySelectorAll("script:not([src])").length)).toBe(0);

  release();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await expect(loading).toHaveCount(0);
});

/**
 * A learner's page asks for the signed-in frame's chunks beside the entry, not after it has run
 * (scripts/signed-in-preload.ts): a lazy route, they were requested only once the entry had
 * downloaded and run. The device's database code (Dexie, the sync's storing) comes beside them on a
 * device that holds answers, which its first paint reads; a new device's page, which asks its
 * screen's answers and paints from them, loads it after that paint (decision 049). A guest's page
 * preloads none (the login test above).
 */
for (const { device, held } of [
  { device: "a device that holds answers", held: true },
  { device: "a new device", held: false },
]) {
  test(`a learner's page on ${device} preloads the signed-in frame's chunks from its start`, async ({
    page,
  }) => {
    const { dataDir } = e2eEnv();
    const learner = await signUpViaApi(baseUrl(), dataDir);
    await page.addInitScript(
      ({ token, held, heldKey }) => {
        localStorage.setItem("token", token);
        if (held) localStorage.setItem(heldKey, "1");
      },
      { token: learner.token, held, heldKey: ANSWERS_HELD_KEY },
    );
    // The entry is held back: whatever preloads the frame's chunks meanwhile, the entry has not run.
    let release = () => {};
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v1\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/v1/`, { waitUntil: "commit" });
    const holder = (module: string) => builtChunks().find((chunk) => chunk.modules.includes(module))?.file;
    const preloaded = (file: string | undefined) =>
      page.evaluate(
        (href) => document.querySelector(`link[rel="modulepreload"][href="${href}"]`) !== null,
        `/v1/${file}`,
      );
    const frame = holder("src/app/main-layout.tsx");
    expect(frame).toBeDefined();
    await page.waitForFunction(
      (href) => document.querySelector(`link[rel="modulepreload"][href="${href}"]`) !== null,
      `/v1/${frame}`,
      { timeout: 15_000 },
    );
    const dexie = holder("node_modules/dexie/dist/modern/dexie.mjs");
    expect(dexie).toBeDefined();
    expect(dexie).not.toBe(frame);
    expect(await preloaded(dexie)).toBe(held);
    release();
    await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  });
}

/**
 * A page that starts on home, a course, a lesson or a word asks for that screen's chunks beside the
 * entry too (src/shared/device-screens.ts): its route is lazy, so they were asked for only once the
 * entry and the frame's chunk had run. Asked once: the route's own import finds them loaded.
 */
const STARTS: ReadonlyArray<{
  screen: string;
  module: string;
  path: string;
  shown: (page: Page) => Locator;
}> = [
  {
    screen: "home",
    module: "src/features/home/home-screen.tsx",
    path: "/v1/",
    shown: (page) => page.getByRole("link", { name: /A1/ }),
  },
  {
    screen: "a course",
    module: "src/features/course/course-screen.tsx",
    path: "/v1/course/a1",
    shown: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    screen: "a lesson",
    module: "src/features/lesson/lesson-screen.tsx",
    path: "/v1/lesson/a1/a1-1",
    shown: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    screen: "a word",
    module: "src/features/study/screens.ts",
    path: "/v1/vocabulary/a1/a1-1/a1-1-1/a1-1-1-01",
    shown: (page) => page.getByRole("heading", { level: 2 }),
  },
];

for (const { screen, module, path, shown } of STARTS) {
  test(`a learner's page that starts on ${screen} preloads its screen's chunk from its start`, async ({
    page,
  }) => {
    await newDeviceOfANewLearner(page);
    const file = builtChunks().find((chunk) => chunk.modules.includes(module))?.file;
    expect(file, module).toBeDefined();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v1\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "commit" });
    await page.waitForFunction(
      (href) => document.querySelector(`link[rel="modulepreload"][href="${href}"]`) !== null,
      `/v1/${file}`,
      { timeout: 15_000 },
    );
    await expect.poll(() => asked.filter((p) => p === `/v1/${file}`).length).toBe(1);
    release();
    await expect(shown(page).first()).toBeVisible({ timeout: 15_000 });
    expect(asked.filter((p) => p === `/v1/${file}`)).toHaveLength(1);
  });
}

/**
 * Home, a course, a lesson and a word card paint from Dexie, or on a new device from the answers in
 * hand; their first paint must not wait for the scheduler (ts-fsrs, which only answering a review
 * needs), the contract's full zod schemas, axios or the outbox (only writes and online screens need
 * them; sync checks answers with zod/mini, and the study screen loads its writes once the card is
 * up), nor for Dexie itself, which comes through src/data/db/device.ts (decision 049). Issue 13,
 * bytes before first paint: together about 100 kB of gzip, and an offline cold start evaluated them
 * before the first card. Read from the build's chunk graph, so no timing enters.
 */
test("home, course, lesson and study screens load no review scheduler, zod schemas, axios, outbox or Dexie to paint", () => {
  const frame = ["src/main.tsx", "src/app/main-layout.tsx"];
  const screens = [
    "src/features/home/home-screen.tsx",
    "src/features/course/course-screen.tsx",
    "src/features/lesson/lesson-screen.tsx",
    "src/features/study/study-screen.tsx",
  ];
  for (const screen of screens) {
    const loaded = staticModulesOf([...frame, screen]);
    expect(loaded).toContain("src/data/review/review-today-context.tsx");
    const heavy = loaded.filter((module) =>
      [
        /node_modules\/ts-fsrs\//,
        /^src\/contract\/endpoints/,
        /node_modules\/zod\/v4\/classic\//,
        /node_modules\/axios\//,
        /^src\/data\/sync\/outbox\.ts$/,
        // Drawn after the first paint, when asked: today's review figures (and the scheduler's rules
        // they count by), the menu, the failed-payment dialog.
        /^src\/data\/review\/review-today\.ts$/,
        /^src\/domain\/review\/session-queue\.ts$/,
        /^src\/app\/app-menu\.tsx$/,
        /^src\/ui\/payment-failed-dialog\.tsx$/,
        // The toasts' library and what puts them on screen: with the first toast.
        /node_modules\/react-toastify\//,
        /^src\/ui\/toast-presenter\.tsx$/,
        // Text fields: none of these screens draws one before the learner acts.
        /^src\/ui\/(text|password)-field\.tsx$/,
        // Merging the saved words from the server (with the sync's pull, once a changed list has
        // come) and the search of them: a word card reads its word's bookmark without either.
        /^src\/data\/bookmarks\/bookmark-(merge|search)\.ts$/,
        /^src\/domain\/search-text\.ts$/,
        // The device's database (Dexie) and what stores answers in it: loaded through
        // src/data/db/device.ts, after a new device's paint from the answers in hand (decision 049).
        /node_modules\/dexie\//,
        /^src\/data\/db\/(db|database)\.ts$/,
        /^src\/data\/sync\/(pull|etags|merge)\.ts$/,
      ].some((pattern) => pattern.test(module)),
    );
    expect(heavy, screen).toEqual([]);
  }
});

/**
 * The signed-in frame's own code is one chunk (scripts/frame-chunk.ts), not about thirty: home, a
 * lesson and a word card each waited on 15 to 20 more requests before they could paint (issue 13).
 * A guest's code stays out of it: the login page's test above loads none of it. The logout screen
 * is not a guest's: the device's clearing is in the frame's chunk. The device's database code (Dexie,
 * the sync's pulls and merges) is one chunk of its own, loaded through src/data/db/device.ts
 * (decision 049): Rolldown had cut it into six.
 */
test("the signed-in frame's own code loads as one chunk", () => {
  const holder = (module: string) => builtChunks().find((chunk) => chunk.modules.includes(module))?.file;
  const frame = holder("src/app/main-layout.tsx");
  for (const module of [
    "src/app/connection-status.tsx",
    "src/data/sync/user-sync.ts",
    "src/data/review/review-today-context.tsx",
    "src/data/learning/queries.ts",
    // What only the logout screen shares with the frame is the frame's (decision 035).
    "src/data/session/local-data.ts",
    // What home, a course and a lesson all draw is the frame's: no request of its own (decision 044).
    "src/shared/screen-snapshot.tsx",
    "src/ui/empty-state.tsx",
  ]) {
    expect(holder(module), module).toBe(frame);
  }
  const login = staticModulesOf(["src/features/auth/login-screen.tsx"]);
  expect(login).not.toContain("src/app/main-layout.tsx");
  const device = holder("src/data/db/device-module.ts");
  expect(device).not.toBe(frame);
  for (const module of [
    "node_modules/dexie/dist/modern/dexie.mjs",
    "src/data/db/db.ts",
    "src/data/sync/pull.ts",
    "src/data/sync/etags.ts",
    "src/data/sync/merge.ts",
  ]) {
    expect(holder(module), module).toBe(device);
  }
});

/**
 * The small modules a course and a lesson share are one chunk, and the ones a guest's code also
 * loads later (the sync's answer check) another (scripts/frame-chunk.ts, decision 042): a lesson
 * waited on fifteen chunks besides the frame, and on HTTP/1.1 at 1 s latency its first section row
 * came 0.95 s later. Home draws none of the first kit, and no guest's page reaches the frame through
 * the second.
 */
test("the small modules the daily screens share load as two chunks, neither a guest's way to the frame", () => {
  const holder = (module: string) => builtChunks().find((chunk) => chunk.modules.includes(module))?.file;
  const kit = ["ui/missing-content.tsx", "ui/lock-mark.tsx", "ui/lazy-lock-dialog.tsx", "ui/button-link.tsx"];
  const kitFiles = new Set(kit.map((file) => holder(`src/${file}`)));
  expect(kitFiles.size, [...kitFiles].join(", ")).toBe(1);
  // fetch-answer.ts is no longer among them: only the sync (the device's chunk) and the session
  // check reach it, after the first paint (decision 049).
  const shared = ["data/api/answer-check.ts", "data/api/config.ts", "contract/review-cursor.ts"];
  const sharedFiles = new Set(shared.map((file) => holder(`src/${file}`)));
  expect(sharedFiles.size, [...sharedFiles].join(", ")).toBe(1);

  const lesson = staticModulesOf(["src/main.tsx", "src/features/lesson/lesson-screen.tsx"]);
  expect(lesson).toContain("src/ui/missing-content.tsx");
  const home = staticModulesOf(["src/main.tsx", "src/features/home/home-screen.tsx"]);
  expect(home).not.toContain("src/ui/missing-content.tsx");
  // A guest's later loads (fetch-answer.ts: the session check, Google's sign-in) take the shared kit,
  // and with it no signed-in code.
  const sharedKit = staticModulesOf(["src/data/api/fetch-answer.ts"]);
  expect(sharedKit).toContain("src/data/api/config.ts");
  expect(sharedKit).not.toContain("src/app/main-layout.tsx");
  expect(sharedKit.filter((module) => SIGNED_IN_ONLY.some((pattern) => pattern.test(module)))).toEqual([]);
});

/**
 * The entry stays one file with one static import: the chunk of what the entry and the lazy screens
 * share (React's JSX runtime, and the spinner unless Rolldown puts it in the entry itself). One
 * import added to the root layout once made Rolldown cut the entry into eight chunks, and every
 * screen's first paint then waited on seven more requests (issue 13).
 */
test("the entry is one chunk, with the shared JSX runtime's chunk its only import", () => {
  const entry = builtChunks().find((chunk) => chunk.modules.includes("src/main.tsx"));
  expect(entry, "the chunk holding src/main.tsx").toBeDefined();
  const imports = entry?.imports ?? [];
  expect(imports, "the entry's static imports").toHaveLength(1);
  const shared = builtChunks().find((chunk) => chunk.file === imports[0]);
  expect(shared?.modules).toContain("node_modules/react/jsx-runtime.js");
  expect([...(entry?.modules ?? []), ...(shared?.modules ?? [])]).toContain("src/ui/spinner.tsx");
});

/**
 * The buttons and icons login's form and the signed-in frame both draw are one chunk, and login's
 * text fields another (vite.config.ts's "controls" and "fields" groups): without the ui barrel,
 * Rolldown cut them into five chunks of a few hundred bytes, and login waited on 13 scripts instead
 * of 8 (Lighthouse 95-96 -> 94, issue 13). The fields are apart because home, a lesson and a word
 * card draw buttons but no field (0.7 kB of gzip before their first paint).
 */
test("the shared form controls load as two chunks: buttons and icons, and text fields", () => {
  const holder = (module: string) => builtChunks().find((chunk) => chunk.modules.includes(module))?.file;
  const chunksOf = (files: readonly string[]) => new Set(files.map((file) => holder(`src/${file}`)));
  // With the buttons, the tiny modules guests and the daily screens both need before their paint:
  // each was a chunk of a few hundred bytes, five requests beside a lesson's own.
  const buttons = chunksOf([
    "ui/button.tsx",
    "ui/button-styles.ts",
    "ui/icon-button.tsx",
    "ui/icon.tsx",
    "domain/digits.ts",
    "domain/exam-score.ts",
    "i18n/format.ts",
    "shared/require-params.ts",
    "data/api/load-api.ts",
  ]);
  const fields = chunksOf(["ui/text-field.tsx", "ui/password-field.tsx"]);
  expect(buttons.size, [...buttons].join(", ")).toBe(1);
  expect(fields.size, [...fields].join(", ")).toBe(1);
  expect([...buttons][0]).toBeDefined();
  expect([...fields][0]).toBeDefined();
  expect([...fields][0]).not.toBe([...buttons][0]);
});

/**
 * The build writes each Persian message into the code that shows it (vite.config.ts,
 * scripts/inline-messages.ts), so no chunk carries the whole catalogue: the login page loaded every
 * screen's strings with the entry (issue 13). Read from the build's chunk graph.
 */
test("no built chunk holds the Persian catalogue: each carries only the strings it shows", () => {
  const holders = builtChunks().filter((chunk) =>
    chunk.modules.some((module) => /^src\/i18n\/fa(\.ts|\/)/.test(module)),
  );
  expect(holders.map((chunk) => chunk.file)).toEqual([]);
  // The strings are there all the same: the login screen's chunks carry its own.
  const login = staticModulesOf(["src/features/auth/login-screen.tsx"]);
  expect(login).toContain("src/features/auth/login-screen.tsx");
  const files = builtChunks()
    .filter((chunk) => chunk.modules.some((module) => login.includes(module)))
    .map((chunk) => fs.readFileSync(path.resolve("dist", chunk.file), "utf8"));
  expect(files.some((code) => code.includes(fa.loginTitle))).toBe(true);
});
