import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { loadSeedFiles, type SeedQuestion } from "../../seed/seed-files.js";
import type { Db } from "./client.js";
import { sanitizePostHtml } from "./sanitize-post.js";
import {
  contentVersion,
  courses,
  discountCodes,
  exams,
  lessons,
  licenses,
  posts,
  questions,
  sections,
  settings,
  words,
} from "./schema.js";

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

/** Builds the question rows: the correct answer in api.md's one shape, the target side kept apart. */
function questionRow(examId: string, index: number, q: SeedQuestion): typeof questions.$inferInsert {
  switch (q.type) {
    case "QUESTION_TYPE_MULTIPLE_CHOICE":
      return {
        examId,
        index,
        type: q.type,
        question: q.question,
        questionTarget: null,
        answers: q.choices,
        target: [],
        correct: [q.correct],
      };
    case "QUESTION_TYPE_IMAGE":
      return {
        examId,
        index,
        type: q.type,
        question: q.question,
        questionTarget: media(q.image),
        answers: q.choices,
        target: [],
        correct: [q.correct],
      };
    case "QUESTION_TYPE_SORTABLE":
      return {
        examId,
        index,
        type: q.type,
        question: q.question,
        questionTarget: null,
        answers: q.items,
        target: q.slots,
        correct: q.items,
      };
    case "QUESTION_TYPE_PLUGGABLE":
      return {
        examId,
        index,
        type: q.type,
        question: q.question,
        questionTarget: null,
        answers: q.left,
        target: q.right,
        correct: q.right,
      };
  }
}

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

/** Loads every seed file into the database in one transaction. */
export async function seedDatabase(db: Db, seedDir: string): Promise<void> {
  const { courses: courseFiles, posts: postFiles } = await loadSeedFiles(seedDir);
  const store = storeFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(seedDir, "store.json"), "utf8")),
  );

  await db.transaction(async (tx) => {
    for (const course of courseFiles) {
      await tx
        .insert(courses)
        .values({ id: course.id, name: course.name, imageLink: media(course.image), order: course.order });
      for (const lesson of course.lessons) {
        await tx.insert(lessons).values({
          id: lesson.id,
          courseId: course.id,
          name: lesson.name,
          order: lesson.order,
          free: lesson.free,
        });
        for (const section of lesson.sections) {
          await tx.insert(sections).values({
            id: section.id,
            lessonId: lesson.id,
            courseId: course.id,
            name: section.name,
            order: section.order,
          });
          await tx.insert(words).values(
            section.words.map((w, i) => ({
              id: w.id,
              sectionId: section.id,
              lessonId: lesson.id,
              courseId: course.id,
              order: i + 1,
              name: w.name,
              type: w.type,
              gender: w.gender,
              pronunciation: w.pronunciation,
              imageLink: media(w.image),
              german: w.german,
              persian: w.persian,
              plural: w.plural,
              synonym: w.synonym,
              exampleGerman: w.example.german,
              examplePersian: w.example.persian,
            })),
          );
          const exam = section.exam;
          await tx.insert(exams).values({
            id: exam.id,
            sectionId: section.id,
            name: exam.name,
            deadline: exam.deadline,
            order: 1,
          });
          await tx.insert(questions).values(exam.questions.map((q, i) => questionRow(exam.id, i, q)));
        }
      }
    }
    await tx.insert(posts).values(
      postFiles.map((p, i) => ({
        id: p.id,
        title: p.title,
        summary: p.summary,
        imageLink: media(p.image),
        content: sanitizePostHtml(p.content),
        order: i + 1,
      })),
    );
    await tx.insert(licenses).values(
      store.licenses.map((l, i) => ({
        id: l.id,
        name: l.name,
        price: l.price,
        expiryTime: l.expiry_time,
        expiryTimeType: l.expiry_time_type,
        order: i + 1,
      })),
    );
    await tx.insert(discountCodes).values(
      store.discount_codes.map((d) => ({
        code: d.code.toUpperCase(),
        kind: d.kind,
        amount: d.amount,
        expiresAt: d.expires_at ? new Date(d.expires_at) : null,
        maxUses: d.max_uses,
      })),
    );
    await tx.insert(settings).values(Object.entries(store.settings).map(([key, value]) => ({ key, value })));
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
