import { and, count, eq, inArray } from "drizzle-orm";
import type { Gender, Word } from "../../../src/contract/content.js";
import { genderSchema } from "../../../src/contract/content.js";
import { isLessonComplete, isSectionComplete } from "../../../src/domain/progress.js";
import type { Db } from "../db/client.js";
import { type bookmarks, wordProgress, words } from "../db/schema.js";
import { hasActiveSubscription } from "./access.js";

/**
 * The pieces the content queries share: who is reading, how a word row becomes api.md's Word, and
 * the per-section completion counts from word_progress.
 */

/** Who is reading: the user and whether their subscription is active now. */
export interface Viewer {
  userId: string;
  subscribed: boolean;
}

export async function viewerFor(db: Db, userId: string, now: Date): Promise<Viewer> {
  return { userId, subscribed: await hasActiveSubscription(db, userId, now) };
}

type WordRow = typeof words.$inferSelect;
type BookmarkRow = typeof bookmarks.$inferSelect;
export type SortOrder = "asc" | "desc";

function parseGender(value: string | null): Gender | null {
  const parsed = genderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A word row as the contract's Word, with this user's bookmark and completion. */
export function wordView(
  row: WordRow,
  bookmark: Pick<BookmarkRow, "id" | "note" | "description" | "learned"> | undefined,
  completed: boolean,
): Word {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    gender: parseGender(row.gender),
    pronunciation: row.pronunciation,
    image_link: row.imageLink,
    translation: { german: row.german === "" ? null : row.german, persian: row.persian },
    grammer: { plural: row.plural },
    synonym: { german: row.synonym },
    example: { german: row.exampleGerman, persian: row.examplePersian },
    note: row.note,
    bookmark: bookmark
      ? { id: bookmark.id, note: bookmark.note, description: bookmark.description, learned: bookmark.learned }
      : null,
    is_completed: completed,
  };
}

// ── Completion ──────────────────────────────────────────────────────────────────────────────

export interface SectionCounts {
  words: number;
  done: number;
}

/** A section is complete when it has words and the user has completed every one of them. */
export const sectionComplete = (counts: SectionCounts | undefined): boolean =>
  counts !== undefined && isSectionComplete(counts.words, counts.done);

/** A lesson is complete when it has sections and every one of them is complete. */
export function lessonComplete(sectionIds: readonly string[], counts: Map<string, SectionCounts>): boolean {
  const done = sectionIds.filter((id) => sectionComplete(counts.get(id))).length;
  return isLessonComplete(sectionIds.length, done);
}

/** Word counts and this user's completed-word counts for each of the given sections. */
export async function sectionCounts(
  db: Db,
  userId: string,
  sectionIds: readonly string[],
): Promise<Map<string, SectionCounts>> {
  const result = new Map<string, SectionCounts>(sectionIds.map((id) => [id, { words: 0, done: 0 }]));
  if (sectionIds.length === 0) return result;
  const ids = [...sectionIds];
  const [totals, done] = await Promise.all([
    db
      .select({ sectionId: words.sectionId, n: count() })
      .from(words)
      .where(and(inArray(words.sectionId, ids), eq(words.retired, false)))
      .groupBy(words.sectionId),
    // Joined with words so that only words still in the section count.
    db
      .select({ sectionId: words.sectionId, n: count() })
      .from(wordProgress)
      .innerJoin(words, eq(words.id, wordProgress.wordId))
      .where(and(eq(wordProgress.userId, userId), inArray(words.sectionId, ids), eq(words.retired, false)))
      .groupBy(words.sectionId),
  ]);
  for (const row of totals) {
    const entry = result.get(row.sectionId);
    if (entry) entry.words = Number(row.n);
  }
  for (const row of done) {
    const entry = result.get(row.sectionId);
    if (entry) entry.done = Number(row.n);
  }
  return result;
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
