import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import type { Db } from "../../db/client.js";
import type { words } from "../../db/schema.js";
import { conflict, notFound, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute, defineSessionRoute } from "../../http/define-route.js";
import { lessonIsOpen } from "../../services/access.js";
import { bookmarkList } from "../../services/bookmark-list.js";
import {
  bookmarkIdOfWord,
  bookmarkView,
  deleteBookmark,
  insertBookmark,
  ownBookmark,
  ownRowById,
  searchBookmarks,
  updateBookmark,
} from "../../services/bookmark-store.js";
import { viewerFor } from "../../services/content-views.js";
import { completionAfter, findWord } from "../../services/word-read.js";
import { markWordDone, wordDone } from "../../services/word-progress.js";

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

/** api.md "Saved words and progress": bookmarks and word completion, all replay-safe. */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const ID_OF_ANOTHER_WORD = "این شناسه برای نشان دیگری به کار رفته است.";

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
        const mine = await ownRowById(db, user.id, body.id);
        if (mine) {
          if (mine.wordId !== body.word_id) throw conflict(ID_OF_ANOTHER_WORD);
          return { data: { id: mine.id } };
        }
      }
      const { word, free } = await wordOfBody(db, body);
      const existing = await bookmarkIdOfWord(db, user.id, word.id);
      if (existing) return { data: { id: existing } };
      const now = ctx.clock.now();
      const viewer = await viewerFor(db, user.id, now);
      if (!lessonIsOpen({ free }, viewer.subscribed))
        throw unprocessable(NOT_BOUGHT, { word_id: NOT_BOUGHT });
      const { description, note, learned } = body;
      const insert = (id: string) =>
        insertBookmark(db, { id, userId: user.id, word, description, note, learned, now });
      const inserted = await insert(body.id ?? crypto.randomUUID());
      if (inserted) return { data: { id: inserted } };
      // Not inserted: the same word was saved meanwhile, or the client id is taken.
      const winner = await bookmarkIdOfWord(db, user.id, word.id);
      if (winner) return { data: { id: winner } };
      if (body.id !== undefined && (await ownRowById(db, user.id, body.id)))
        throw conflict(ID_OF_ANOTHER_WORD);
      // Another user's id: saved under a new one.
      const renamed = await insert(crypto.randomUUID());
      if (renamed) return { data: { id: renamed } };
      const saved = await bookmarkIdOfWord(db, user.id, word.id);
      if (saved) return { data: { id: saved } };
      throw new Error("bookmark neither inserted nor found");
    },
    { idempotent: true },
  );

  defineRoute(
    app,
    endpoints.bookmarkUpdate,
    async ({ params, body, user }) => {
      if (!(await updateBookmark(db, user.id, params.bookmarkId, body, ctx.clock.now())))
        throw notFound(BOOKMARK_NOT_FOUND);
      const row = await ownBookmark(db, user.id, params.bookmarkId);
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
      if (!(await deleteBookmark(db, user.id, params.bookmarkId))) throw notFound(BOOKMARK_NOT_FOUND);
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
      return { data: await searchBookmarks(db, user.id, search) };
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
        if (!(await wordDone(db, user.id, word.id))) throw unprocessable(NOT_BOUGHT, { word_id: NOT_BOUGHT });
      } else {
        await markWordDone(db, user.id, word, ctx.clock.now());
      }
      return { data: await completionAfter(db, user.id, word) };
    },
    { idempotent: true },
  );
}
