import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { uploads } from "../db/schema.js";

/** What a transaction or the app's handle offers for the few statements here. */
type Writer = Pick<Db, "insert" | "delete">;

export interface StoredUpload {
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
}

/**
 * Uploads are rows of `uploads` (docs/decisions/017-shared-state.md): every process serves every
 * picture, a backup of the database holds them, and a picture and the user row that names it change
 * in one transaction, so neither can be left without the other.
 */
export async function saveUpload(
  tx: Writer,
  upload: { name: string; userId: string | null; contentType: string; bytes: Buffer },
): Promise<void> {
  await tx.insert(uploads).values(upload);
}

/** Deletes a user's stored upload by name (another user's file of that name is never touched). */
export async function deleteUpload(tx: Writer, name: string, userId: string): Promise<void> {
  await tx.delete(uploads).where(and(eq(uploads.name, name), eq(uploads.userId, userId)));
}

export async function readUpload(db: Db, name: string): Promise<StoredUpload | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row ?? null;
}
