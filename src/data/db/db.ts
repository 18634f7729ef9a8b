import { VajehDatabase } from "./database";

/** The app's one database. Only modules under src/data/ use it. */
export const db = new VajehDatabase();
