/**
 * What device.ts loads: the app's one database and Dexie's live queries. Only device.ts imports
 * this module (dynamically), so Dexie is in no chunk a screen needs for its first paint.
 */
export { db } from "./db";
export { liveQuery } from "dexie";
