import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { loadSeedFiles } from "../../seed/seed-files.js";
import type { Db } from "./client.js";
import { sanitizePostHtml } from "./sanitize-post.js";
import { contentVersion, courses, discountCodes, licenses, posts, settings } from "./schema.js";
import { applyContent } from "./seed-content.js";

const storeFileSchema = z.object({
  licenses: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      price: z.int().min(0),
      expiry_time: z.int().positive(),
      expiry_time_type: z.enum(["day", "month", "year"]),
    }),
  ),
  discount_codes: z.array(
    z.object({
      code: z.string().regex(/^[A-Za-z0-9_-]+$/),
      kind: z.enum(["percent", "fixed"]),
      amount: z.int().positive(),
      expires_at: z.iso.datetime({ offset: true }).nullable(),
      max_uses: z.int().positive().nullable(),
    }),
  ),
  settings: z.record(z.string(), z.string()),
});

const media = (file: string | null | undefined) => (file ? `/media/${file}` : null);

/**
 * Marks the shared content as changed, inside the transaction that changes it: every server process
 * reloads its content cache on its next read (docs/decisions/012-content-cache.md).
 */
export async function bumpContentVersion(tx: Pick<Db, "update">): Promise<void> {
  await tx
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(eq(contentVersion.id, 1));
}

/**
 * Loads every seed file into the database in one transaction: the courses over whatever content is
 * there (seed-content.ts: learners' data survives), posts and the store only where missing.
 */
export async function seedDatabase(db: Db, seedDir: string): Promise<void> {
  const { courses: courseFiles, posts: postFiles } = await loadSeedFiles(seedDir);
  const store = storeFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(seedDir, "store.json"), "utf8")),
  );

  await db.transaction(async (tx) => {
    await applyContent(tx, courseFiles);
    await tx
      .insert(posts)
      .values(
        postFiles.map((p, i) => ({
          id: p.id,
          title: p.title,
          summary: p.summary,
          imageLink: media(p.image),
          content: sanitizePostHtml(p.content),
          order: i + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(licenses)
      .values(
        store.licenses.map((l, i) => ({
          id: l.id,
          name: l.name,
          price: l.price,
          expiryTime: l.expiry_time,
          expiryTimeType: l.expiry_time_type,
          order: i + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(discountCodes)
      .values(
        store.discount_codes.map((d) => ({
          code: d.code.toUpperCase(),
          kind: d.kind,
          amount: d.amount,
          expiresAt: d.expires_at ? new Date(d.expires_at) : null,
          maxUses: d.max_uses,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(store.settings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await bumpContentVersion(tx);
  });
}

/** Seeds on first start: only when there are no courses yet. Safe to call on every start. */
export async function seedIfEmpty(db: Db, seedDir: string): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, seedDir);
  return true;
}
