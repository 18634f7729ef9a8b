import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { uploads, users } from "../db/schema.js";
import { STORED_NAME, UPLOADS_URL_PREFIX, uploadContentType } from "../services/uploads.js";

/**
 * Uploads used to be files in DATA_DIR/uploads, which only the process owning that directory could
 * serve. At start-up, the files there are copied into the `uploads` table (a name already there is
 * kept), linked to the user whose picture it is, and the directory is renamed `uploads.imported`
 * so the next start skips it. Answers how many files were imported.
 */
export async function importLegacyUploads(db: Db, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, "uploads");
  if (!fs.existsSync(dir)) return 0;
  let imported = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!STORED_NAME.test(name)) continue;
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.picture, `${UPLOADS_URL_PREFIX}${name}`))
      .limit(1);
    const inserted = await db
      .insert(uploads)
      .values({
        name,
        userId: owner?.id ?? null,
        contentType: uploadContentType(name),
        bytes: fs.readFileSync(path.join(dir, name)),
      })
      .onConflictDoNothing()
      .returning({ name: uploads.name });
    imported += inserted.length;
  }
  fs.renameSync(dir, `${dir}.imported.${Date.now()}`);
  return imported;
}
