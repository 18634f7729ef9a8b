import { SEED_DIR } from "../paths.js";
import { loadConfig } from "../config.js";
import { StartupError } from "../startup-error.js";
import { openDatabase } from "./client.js";
import { seedDatabase, seedIfEmpty } from "./seed.js";

// `npm run seed`: migrates the configured database and loads the seed content: into an empty
// database, or over older content (learners' progress, saved words and exam history are kept, see
// seed-content.ts; running servers reload through the content version). On PGlite it takes the
// DATA_DIR lock like the server, so it refuses while a server runs on it.
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const seeded = await seedIfEmpty(database.db, SEED_DIR);
    if (!seeded) await seedDatabase(database.db, SEED_DIR);
    console.log(seeded ? "Seeded the database." : "Brought the database's content up to the seed files.");
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
