import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.js";
import { uploads, users } from "../db/schema.js";
import { pngImage } from "../services/uploads.fixture.js";
import { importLegacyUploads } from "./import-legacy-uploads.js";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vajeh-legacy-"));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("importLegacyUploads", () => {
  it("moves the pictures of an old DATA_DIR/uploads into the database, linked to their users, once", async () => {
    const name = `${"ab".repeat(16)}.png`;
    const bytes = pngImage(3, 2);
    fs.mkdirSync(path.join(dataDir, "uploads"));
    fs.writeFileSync(path.join(dataDir, "uploads", name), bytes);
    fs.writeFileSync(path.join(dataDir, "uploads", "notes.txt"), "not an upload");
    await database.db
      .insert(users)
      .values({ id: "u1", mobile: "09350000001", inviteCode: "legacy1", picture: `/uploads/${name}` });

    expect(await importLegacyUploads(database.db, dataDir)).toBe(1);
    const rows = await database.db.select().from(uploads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name, userId: "u1", contentType: "image/png" });
    expect(rows[0]?.bytes.equals(bytes)).toBe(true);
    // Renamed aside, so the next start has nothing to import.
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(fs.readdirSync(dataDir).some((entry) => entry.startsWith("uploads.imported."))).toBe(true);
    expect(await importLegacyUploads(database.db, dataDir)).toBe(0);
  });
});
