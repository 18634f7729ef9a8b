import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the browser-side code (jsdom + fake-indexeddb) and the server (node, PGlite).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "sw/**/*.test.ts"],
          setupFiles: ["./tests/setup-web.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
