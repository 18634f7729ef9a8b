import { spawnSync } from "node:child_process";

// The server suite's second run, on a real PostgreSQL: only when TEST_DATABASE_URL is set
// (CI sets it). Each test file gets a database of its own, dropped afterwards.
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the server suite.");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "server"], {
  stdio: "inherit",
  env: { ...process.env, VAJEH_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
