import fs from "node:fs";
import { makeSeededTemplate, startServer } from "./server";

// One server for the run; its address and data directory reach the tests through the environment.
// Every journey server's data directory starts as a copy of one seeded DATA_DIR, made here once,
// with the free lessons' recordings made (downloads for offline find them).
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await makeSeededTemplate({ speakFreeLessons: true });
  process.env.E2E_SEEDED_DATA_DIR = template;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(template, { recursive: true, force: true });
  };
}
