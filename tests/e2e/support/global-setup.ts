import { startServer } from "./server";

// One server for the run; its address and data directory reach the tests through the environment.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
  };
}
