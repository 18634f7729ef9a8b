import { SEED_DIR } from "../paths.js";
import { loadConfig } from "../config.js";
import { StartupError } from "../startup-error.js";
import { openDatabase } from "./client.js";
import { seedIfEmpty } from "./seed.js";

// `npm run seed`: migrates the configured database and loads the seed content if it is empty. On
// PGlite it takes the DATA_DIR lock like the server, so it refuses while a server runs on it.
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const seeded = await seedIfEmpty(database.db, SEED_DIR);
    console.log(seeded ? "Seeded the database." : "The database already has content; nothing to do.");
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
