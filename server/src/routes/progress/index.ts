import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Bookmark } from "../../../../src/contract/bookmarks.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { buildSearchKey, matchesSearch } from "../../../../src/domain/search-text.js";
import type { Db } from "../../db/client.js";
import { bookmarks, wordProgress, words } from "../../db/schema.js";
import { conflict, notFound, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute, defineSessionRoute } from "../../http/define-route.js";
import { lessonIsOpen } from "../../services/access.js";
import { bookmarkList } from "../../services/bookmark-list.js";
import { dateObject } from "../../../../src/contract/common.js";
import { viewerFor } from "../../services/content-views.js";
import { completionAfter, findWord } from "../../services/word-read.js";

const BOOKMARK_NOT_FOUND = "این واژه در فهرست ذخیره‌شده‌ها نیست.";
const NOT_BOUGHT = "این درس را هنوز نخریده‌اید.";

type WordRow = typeof words.$inferSelect;

interface WordPath {
  course_id: string;
  lesson_id: string;
  section_id: string;
  word_id: string;
}

/**
 * The word named by a write's body, which must exist and sit in the given course, lesson and section
 * (422 otherwise, with the field that does not match).
 */
async function wordOfBody(db: Db, body: WordPath): Promise<{ word: WordRow; free: boolean }> {
  const found = await findWord(db, body.word_id);
  if (!found) throw unprocessable("این واژه یافت نشد.", { word_id: "واژه یافت نشد." });
  const { word } = found;
  const fields: Record<string, string> = {};
  if (word.courseId !== body.course_id) fields.course_id = "با واژه هم‌خوانی ندارد.";
  if (word.lessonId !== body.lesson_id) fields.lesson_id = "با واژه هم‌خوانی ندارد.";
  if (word.sectionId !== body.section_id) fields.section_id = "با واژه هم‌خوانی ندارد.";
  if (Object.keys(fields).length > 0)
    throw unprocessable("شناسه‌های درس و بخش با واژه هم‌خوانی ندارند.", fields);
  return { word, free: found.lesson.free };
}

type BookmarkWithName = { bookmark: typeof bookmarks.$inferSelect; wordName: string };

function bookmarkView({ bookmark, wordName }: BookmarkWithName): Bookmark {
  return {
    id: bookmark.id,
    course_id: bookmark.courseId,
    lesson_id: bookmark.lessonId,
    section_id: bookmark.sectionId,
    word_id: bookmark.wordId,
    word__name: wordName,
    description: bookmark.description,
    note: bookmark.note,
    learned: bookmark.learned,
    updated_at: dateObject(bookmark.updatedAt),
  };
}

/** api.md "Saved words and progress": bookmarks and word completion, all replay-safe. */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const selectBookmarks = () =>
    db
      .select({ bookmark: bookmarks, wordName: words.name })
      .from(bookmarks)
      .innerJoin(words, eq(words.id, bookmarks.wordId));

  async function ownBookmark(userId: string, id: string): Promise<BookmarkWithName | undefined> {
    const [row] = await selectBookmarks()
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
      .limit(1);
    return row;
  }

  async function bookmarkIdOfWord(userId: string, wordId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.wordId, wordId)))
      .limit(1);
    return row?.id;
  }

  const ID_OF_ANOTHER_WORD = "این شناسه برای نشان دیگری به کار رفته است.";

  /** The bookmark with this id when it is this user's; another user's answers like none at all. */
  async function ownRowById(userId: string, id: string) {
    const [row] = await db
      .select({ id: bookmarks.id, wordId: bookmarks.wordId })
      .from(bookmarks)
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
      .limit(1);
    return row;
  }

  /*
   * Create. A replay must never clobber a later PATCH, so every "already there" case answers the
   * existing id and changes nothing:
   * - a client `id` this user already has → that id (409 if that bookmark is of another word);
   * - a word this user already saved (under any id) → the existing id;
   * - otherwise the bookmark is saved under the client `id`, or under a new one when that id is
   *   taken by another user's bookmark. That case answers exactly as an id nobody has would (200 and
   *   the id saved under, which the app adopts as it does for a word saved on another device), so
   *   nothing tells that the id exists; a replay then finds the word saved and answers the same id.
   * The unique (user, word) index plus ON CONFLICT DO NOTHING and a re-select make concurrent
   * identical requests create one row.
   */
  defineRoute(
    app,
    endpoints.bookmarkCreate,
    async ({ body, user }) => {
      if (body.id !== undefined) {
        const mine = await ownRowById(user.id, body.id);
        if (mine) {
          if (mine.wordId !== body.word_id) throw conflict(ID_OF_ANOTHER_WORD);
          return { data: { id: mine.id } };
        }
      }
      const { word, free } = await wordOfBody(db, body);
      const existing = await bookmarkIdOfWord(user.id, word.id);
      if (existing) return { data: { id: existing } };
      const now = ctx.clock.now();
      const viewer = await viewerFor(db, user.id, now);
      if (!lessonIsOpen({ free }, viewer.subscribed))
        throw unprocessable(NOT_BOUGHT, { word_id: NOT_BOUGHT });
      const insert = (id: string) =>
        db
          .insert(bookmarks)
          .values({
            id,
            userId: user.id,
            wordId: word.id,
            courseId: word.courseId,
            lessonId: word.lessonId,
            sectionId: word.sectionId,
            description: body.description,
            note: body.note,
            learned: body.learned,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: bookmarks.id });
      const [inserted] = await insert(body.id ?? crypto.randomUUID());
      if (inserted) return { data: { id: inserted.id } };
      // Not inserted: the same word was saved meanwhile, or the client id is taken.
      const winner = await bookmarkIdOfWord(user.id, word.id);
      if (winner) return { data: { id: winner } };
      if (body.id !== undefined && (await ownRowById(user.id, body.id))) throw conflict(ID_OF_ANOTHER_WORD);
      // Another user's id: saved under a new one.
      const [renamed] = await insert(crypto.randomUUID());
      if (renamed) return { data: { id: renamed.id } };
      const saved = await bookmarkIdOfWord(user.id, word.id);
      if (saved) return { data: { id: saved } };
      throw new Error("bookmark neither inserted nor found");
    },
    { idempotent: true },
  );

  defineRoute(
    app,
    endpoints.bookmarkUpdate,
    async ({ params, body, user }) => {
      const updated = await db
        .update(bookmarks)
        .set({
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
          ...(body.learned !== undefined ? { learned: body.learned } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(and(eq(bookmarks.id, params.bookmarkId), eq(bookmarks.userId, user.id)))
        .returning({ id: bookmarks.id });
      if (updated.length === 0) throw notFound(BOOKMARK_NOT_FOUND);
      const row = await ownBookmark(user.id, params.bookmarkId);
      if (!row) throw notFound(BOOKMARK_NOT_FOUND);
      return { data: bookmarkView(row) };
    },
    { idempotent: true },
  );

  // An id that is already gone, or that is another user's, answers 404 (the app counts it as done).
  defineRoute(
    app,
    endpoints.bookmarkDelete,
    async ({ params, user, reply }) => {
      const deleted = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.id, params.bookmarkId), eq(bookmarks.userId, user.id)))
        .returning({ id: bookmarks.id });
      if (deleted.length === 0) throw notFound(BOOKMARK_NOT_FOUND);
      return reply.code(204).send();
    },
    { idempotent: true },
  );

  // Newest first. Without a search, the answer comes from the per-user list cache (bookmark-list.ts):
  // one query that tests the session and the list's revision, the list built as JSON text by
  // PostgreSQL only when it changed, sent with an ETag so an unchanged list re-syncs as a 304. A search is filtered here in JS with buildSearchKey/matchesSearch, the same
  // functions the app uses for its offline search, so both find the same bookmarks (case, umlauts
  // spelt or stripped, ß/ss, Arabic/Persian ی and ک, zero-width non-joiners).
  // A search answers after the usual session lookup (defineSessionRoute runs it, as nothing here
  // confirms the session).
  defineSessionRoute(
    app,
    endpoints.bookmarks,
    async ({ query, user }) => {
      const search = query.search_text ?? "";
      if (!search) return bookmarkList(db, user, ctx.clock.now());
      const rows = await db
        .select({ bookmark: bookmarks, wordName: words.name, german: words.german, persian: words.persian })
        .from(bookmarks)
        .innerJoin(words, eq(words.id, bookmarks.wordId))
        .where(eq(bookmarks.userId, user.id))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
      const found = rows.filter((r) =>
        matchesSearch(buildSearchKey([r.wordName, r.german, r.persian, r.bookmark.note]), search),
      );
      return { data: found.map(bookmarkView) };
    },
    { etag: true },
  );

  /*
   * Marks one word as done (insert … on conflict do nothing, so a repeat changes nothing) and says
   * whether its section and lesson are now complete. Ids that do not match the word → 422; a word of a
   * lesson the user cannot open → 422 (a refused write the app reports), unless it was already done.
   */
  defineRoute(
    app,
    endpoints.completeSection,
    async ({ body, user }) => {
      const { word, free } = await wordOfBody(db, body);
      const viewer = await viewerFor(db, user.id, ctx.clock.now());
      if (!lessonIsOpen({ free }, viewer.subscribed)) {
        const [done] = await db
          .select({ wordId: wordProgress.wordId })
          .from(wordProgress)
          .where(and(eq(wordProgress.userId, user.id), eq(wordProgress.wordId, word.id)))
          .limit(1);
        if (!done) throw unprocessable(NOT_BOUGHT, { word_id: NOT_BOUGHT });
      } else {
        await db
          .insert(wordProgress)
          .values({
            userId: user.id,
            wordId: word.id,
            sectionId: word.sectionId,
            completedAt: ctx.clock.now(),
          })
          .onConflictDoNothing();
      }
      return { data: await completionAfter(db, user.id, word) };
    },
    { idempotent: true },
  );
}
