import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
