import react from "@vitejs/plugin-react";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: the browser-side code (jsdom + fake-indexeddb) and the server (node, PGlite).
export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) runs one file at a time on a 2-core CI
    // machine, where the main process mostly waits: the whole run took 938 s that way.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: {
          alias: { axios: fileURLToPath(new URL("node_modules/axios/dist/esm/axios.js", import.meta.url)) },
        },
        test: {
          name: "web",
          environment: "jsdom",
          pool: "vmThreads",
          include: ["src/**/*.test.{ts,tsx}", "sw/**/*.test.ts"],
          setupFiles: ["./tests/setup-web.ts"],
          // Above Testing Library's 5 s wait, so a missing element fails with its own message.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          // Files share a worker's modules (fastify, drizzle, PGlite load once per worker, not per
          // file): nothing here mocks a module, and the server's own caches are keyed by database.
          isolate: false,
          // tests/sync: the app's sync code (Dexie on fake-indexeddb) against the real server;
          // scripts/: the build's own steps; tests/bench/support: the benchmarks' own rules.
          include: [
            "server/**/*.test.ts",
            "tests/sync/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/bench/support/**/*.test.ts",
          ],
          // Migrates and seeds once; each file copies that database (test-support/database-templates.ts).
          globalSetup: ["./server/src/test-support/database-templates.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
