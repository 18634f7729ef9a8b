import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { posts, settings } from "../../db/schema.js";
import { sanitizePostHtml } from "../../db/sanitize-post.js";
import { notFound } from "../../errors.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../http/app-context.js";
import { JsonText, defineRoute, defineSessionRoute } from "../../http/define-route.js";
import { courseTag } from "../../services/course-tag.js";
import { listCourses, readCourse, readLesson } from "../../services/content-read.js";
import { readSection } from "../../services/section-answer.js";
import { readWord } from "../../services/word-read.js";
import { gatewayLabels } from "../../services/payments/index.js";

/**
 * Every answer here is what sync pulls or may re-pull: revalidated with an ETag (304 when unchanged).
 * The signed-in reads test the session in their one per-user query (defineSessionRoute, userState).
 */
const ETAG = { etag: true } as const;

const CONFIG_KEYS = [
  "LINK_IMAGE_USER_MAIN_PAGE_HEADER",
  "LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER",
  "LINK_IMAGE_USER_BEFORE_START_EXAM",
] as const;

/** The home header image's URL (the settings' value), for the shell's preload (plugins/static-pwa.ts). */
export async function homeHeaderImage(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "LINK_IMAGE_USER_MAIN_PAGE_HEADER"));
  return row?.value ?? null;
}

/** api.md "Content": settings, blog, courses, and the teacher's lesson / section / word views. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  defineRoute(
    app,
    endpoints.settings,
    async () => {
      const rows = await db
        .select()
        .from(settings)
        .where(inArray(settings.key, [...CONFIG_KEYS]));
      const value = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
      return {
        data: {
          configs: {
            LINK_IMAGE_USER_MAIN_PAGE_HEADER: value("LINK_IMAGE_USER_MAIN_PAGE_HEADER"),
            LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: value("LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER"),
            LINK_IMAGE_USER_BEFORE_START_EXAM: value("LINK_IMAGE_USER_BEFORE_START_EXAM"),
          },
          gateways: gatewayLabels(ctx.payments),
        },
      };
    },
    ETAG,
  );

  defineRoute(
    app,
    endpoints.blogPosts,
    async () => {
      const rows = await db
        .select({ id: posts.id, title: posts.title, image_link: posts.imageLink, summary: posts.summary })
        .from(posts)
        .orderBy(asc(posts.order), asc(posts.id));
      return { data: rows };
    },
    ETAG,
  );

  defineRoute(
    app,
    endpoints.blogPost,
    async ({ params }) => {
      const [row] = await db.select().from(posts).where(eq(posts.id, params.postId)).limit(1);
      if (!row) throw notFound("نوشته یافت نشد.");
      return {
        data: {
          id: row.id,
          title: row.title,
          image_link: row.imageLink,
          summary: row.summary,
          // Stored sanitised; sanitised again here so a row written by other means cannot carry script.
          content: sanitizePostHtml(row.content),
        },
      };
    },
    ETAG,
  );

  defineRoute(
    app,
    endpoints.courses,
    async ({ query }) => ({ data: await listCourses(db, query.order) }),
    ETAG,
  );

  defineSessionRoute(
    app,
    endpoints.course,
    async ({ params, query, user }) => {
      const read = await readCourse(db, user, ctx.clock.now(), params.courseId, query.order);
      if (!read) throw notFound("دوره یافت نشد.");
      // Its tag covers its lessons too: a sync answered 304 here asks none of them (decision 025).
      const text = JSON.stringify({ data: read.course });
      return new JsonText(text, courseTag(user.id, text, read.lessonsState));
    },
    ETAG,
  );

  defineSessionRoute(
    app,
    endpoints.teacherLesson,
    async ({ params, query, user }) => {
      const lesson = await readLesson(db, user, ctx.clock.now(), params.lessonId, query.course_id);
      if (!lesson) throw notFound("درس یافت نشد.");
      return { data: lesson };
    },
    ETAG,
  );

  defineSessionRoute(
    app,
    endpoints.teacherSection,
    async ({ params, query, user }) => {
      // Its answer ready to send (text, tag, compressed forms), kept while the user's state holds.
      const answer = await readSection(
        db,
        user,
        ctx.clock.now(),
        params.sectionId,
        query.course_id,
        query.lesson_id,
      );
      if (!answer) throw notFound("بخش یافت نشد.");
      return answer;
    },
    ETAG,
  );

  // `bookmark_id` is accepted but not needed: a user has at most one bookmark per word, and the word's
  // `bookmark` is always that one. A word of a lesson the user cannot open answers 404 like an unknown
  // word, so paid content never leaves the server.
  defineSessionRoute(
    app,
    endpoints.teacherWord,
    async ({ params, user }) => {
      const word = await readWord(db, user, ctx.clock.now(), params.wordId);
      if (!word) throw notFound("واژه یافت نشد.");
      return { data: word };
    },
    ETAG,
  );
}
