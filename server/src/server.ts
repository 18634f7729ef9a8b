import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { StartupError } from "./startup-error.js";

// Only listens: everything else is in buildApp().
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));
  await app.listen({ port: config.PORT, host: config.HOST });
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
