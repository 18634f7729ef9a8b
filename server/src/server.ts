import { loadConfig } from "./config.js";
import { closeOnSignals } from "./startup/graceful-shutdown.js";
import { openApp } from "./startup/open-app.js";
import { StartupError } from "./startup-error.js";

// Start-up chores and the app (startup/open-app.ts), then it listens until told to stop.
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, notes } = await openApp(config);
  closeOnSignals(app, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, closeResources: () => database.close() });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind, ...notes }, "started");
}

main().catch((error: unknown) => {
  // An operator's mistake is one clear message; anything else keeps its stack for the developer.
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
