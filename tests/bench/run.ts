// Runs the benchmarks and prints their figures: `npx tsx tests/bench/run.ts [-- <name>…]`.
// Benchmarks never assert times (machines are shared and noisy) and are not part of `npm test`.
import { type Browser, chromium } from "playwright-core";
import { ensureBuild } from "../../scripts/ensure-build";
import { bytesBench } from "./bytes.bench";
import fs from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { makeSeededTemplate, type RunningServer, startServer } from "../e2e/support/server";
import { coldStartBench } from "./cold-start.bench";
import { firstTouchMicrosPerPage } from "./support/host-memory";
import { lighthouseBench } from "./lighthouse.bench";
import { processesBench } from "./processes.bench";
import { reviewOpenBench } from "./review-open.bench";
import { savedWordsBench } from "./saved-words.bench";
import { searchBench } from "./search.bench";
import { serverRoutesBench } from "./server-routes.bench";
import { slowLinkBench } from "./slow-link.bench";
import { slowPhoneBench } from "./slow-phone.bench";
import type { BenchContext, Benchmark } from "./support/context";
import { syncBench } from "./sync.bench";

// cold-start-offline stops the server, so it goes last: one server start for the whole run.
const BENCHMARKS: readonly Benchmark[] = [
  bytesBench,
  lighthouseBench,
  serverRoutesBench,
  processesBench,
  syncBench,
  searchBench,
  savedWordsBench,
  reviewOpenBench,
  slowLinkBench,
  slowPhoneBench,
  coldStartBench,
];
/** The whole run stops (cleanly, then by force) after this long (Lighthouse 2–5 minutes, server-routes 5–8; 21–28 in all). */
const RUN_LIMIT_MS = 35 * 60_000;
const CLOSE_LIMIT_MS = 15_000;

function selected(argv: readonly string[]): readonly Benchmark[] {
  const names = argv.filter((arg) => arg !== "--");
  if (names.length === 0) return BENCHMARKS;
  const unknown = names.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark ${unknown.join(", ")}; there are: ${BENCHMARKS.map((b) => b.name).join(", ")}.`,
    );
  }
  return BENCHMARKS.filter((b) => names.includes(b.name));
}

function withinLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.error(`(${what} took over ${ms / 1000} s; going on without it)`);
      resolve(undefined);
    }, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const servers: RunningServer[] = [];
let browser: Browser | null = null;
let cleaning: Promise<void> | null = null;

/** Closes the browser and stops every server started, each bounded in time, and removes their data. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    const open = browser;
    browser = null;
    if (open) await withinLimit(open.close(), CLOSE_LIMIT_MS, "closing Chromium");
    await Promise.all(
      servers.map((s) => withinLimit(s.stop(), CLOSE_LIMIT_MS, `stopping the server on ${s.port}`)),
    );
    // Each server ran on its own copy of the seeded database (about 50 MB): it goes with the server.
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
    const template = process.env.E2E_SEEDED_DATA_DIR;
    if (template) fs.rmSync(template, { recursive: true, force: true });
  })();
  return cleaning;
}

async function main(): Promise<number> {
  const benches = selected(process.argv.slice(2));
  const started = performance.now();
  ensureBuild();
  // Servers start on copies of one seeded DATA_DIR: seeding inside a server start could outlast its
  // health-check deadline on a busy machine.
  process.env.E2E_SEEDED_DATA_DIR = await makeSeededTemplate();

  browser = await chromium.launch({
    // Our own handlers close Chromium and stop the server; Playwright's would exit before the latter.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const launched = browser;
  let current: Promise<RunningServer> | null = null;
  const start = async (): Promise<RunningServer> => {
    const server = await startServer();
    // Stopped once only: startServer's stop() waits for an exit that a signalled child never
    // repeats, so a second call would hang.
    let stopping: Promise<void> | null = null;
    const once: RunningServer = {
      ...server,
      stop() {
        current = null;
        stopping ??= server.stop();
        return stopping;
      },
    };
    servers.push(once);
    return once;
  };
  const ctx: BenchContext = {
    browser: launched,
    server: () =>
      (current ??= start().catch((error: unknown) => {
        current = null;
        throw error;
      })),
  };

  console.log(
    `Vajeh benchmarks: Chromium ${launched.version()}, Node ${process.version}; figures only, nothing asserted.`,
  );
  console.log(
    `This host: the first write to a fresh 4 KiB page of memory takes ${firstTouchMicrosPerPage().toFixed(2)} µs` +
      " (support/host-memory.ts); every new process and page pays it, so Lighthouse's figures move with it.",
  );
  let failed = 0;
  for (const bench of benches) {
    const benchStart = performance.now();
    console.log(`\n== ${bench.name}: ${bench.summary}`);
    try {
      await bench.run(ctx);
    } catch (error) {
      failed++;
      console.error(
        `${bench.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    console.log(`  (${bench.name} took ${((performance.now() - benchStart) / 1000).toFixed(1)} s)`);
  }
  await cleanUp();
  console.log(`\nAll done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return failed === 0 ? 0 : 1;
}

const watchdog = setTimeout(() => {
  console.error(`The benchmarks ran over ${RUN_LIMIT_MS / 60_000} minutes; stopping.`);
  void cleanUp().finally(() => process.exit(2));
}, RUN_LIMIT_MS);

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await cleanUp();
    return 1;
  })
  .then((code) => {
    clearTimeout(watchdog);
    process.exit(code);
  });
