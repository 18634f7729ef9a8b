import path from "node:path";
import { fileURLToPath } from "node:url";

/** server/seed: the content files and images loaded on first start. */
export const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "seed");
