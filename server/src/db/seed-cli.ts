import { SEED_DIR } from "../paths.js";
import { loadConfig } from "../config.js";
import { speakFreeLessons } from "../services/speak-ahead.js";
import { espeakTts, speechCacheDir, TtsUnavailableError } from "../services/tts.js";
import { StartupError } from "../startup-error.js";
import { openDatabase } from "./client.js";
import { seedDatabase, seedIfEmpty } from "./seed.js";

// `npm run seed`: migrates the configured database and loads the seed content: into an empty
// database, or over older content (learners' progress, saved words and exam history are kept, see
// seed-content.ts; running servers reload through the content version). On PGlite it takes the
// DATA_DIR lock like the server, so it refuses while a server runs on it. With
// `--speak-free-lessons` it also makes the free lessons' recordings into the speech cache, so a
// first «download for offline» of them waits on no speech engine (the journeys' template does).
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const seeded = await seedIfEmpty(database.db, SEED_DIR);
    if (!seeded) await seedDatabase(database.db, SEED_DIR);
    console.log(seeded ? "Seeded the database." : "Brought the database's content up to the seed files.");
    if (process.argv.includes("--speak-free-lessons")) {
      const tts = espeakTts({ binary: config.ESPEAK_PATH, cacheDir: speechCacheDir(config.DATA_DIR) });
      try {
        console.log(`Recorded the free lessons' ${await speakFreeLessons(database.db, tts)} texts.`);
      } catch (error) {
        if (!(error instanceof TtsUnavailableError)) throw error;
        console.warn(`The free lessons' recordings were not made ahead: ${error.message}`);
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
