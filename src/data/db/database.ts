import Dexie, { type EntityTable } from "dexie";
import { registerStorageErrorClass } from "../app-error";
import type {
  BookmarkRow,
  CourseRow,
  ExamRow,
  LessonRow,
  MetaRow,
  OutboxEntry,
  PostRow,
  SectionRow,
  SettingsRow,
  WordRow,
} from "./rows";
import type { ReviewCardRow, ReviewLogRow } from "../review/review-rows";

/**
 * The device's copy of what a learner studies, and the outbox of writes not yet on the server.
 * Schema versions only ever add: a new version migrates the old data forward, never drops it.
 */
export class VajehDatabase extends Dexie {
  courses!: EntityTable<CourseRow, "id">;
  lessons!: EntityTable<LessonRow, "id">;
  sections!: EntityTable<SectionRow, "id">;
  words!: EntityTable<WordRow, "id">;
  exams!: EntityTable<ExamRow, "id">;
  posts!: EntityTable<PostRow, "id">;
  settings!: EntityTable<SettingsRow, "key">;
  bookmarks!: EntityTable<BookmarkRow, "id">;
  outbox!: EntityTable<OutboxEntry, "seq">;
  meta!: EntityTable<MetaRow, "key">;
  reviewCards!: EntityTable<ReviewCardRow, "cardId">;
  reviewLogs!: EntityTable<ReviewLogRow, "id">;

  constructor(name = "vajeh") {
    super(name);
    this.version(1).stores({
      courses: "id, position",
      lessons: "id, course_id, [course_id+position]",
      sections: "id, lesson_id, course_id, [lesson_id+order]",
      words: "id, section_id, lesson_id, course_id, pending, [section_id+position]",
      exams: "id, section_id, lesson_id, [section_id+position]",
      posts: "id, position",
      settings: "key",
      bookmarks: "id, word_id, status, pending, deleted, updated_at",
      outbox: "++seq, &key, subject, state, user_id",
      meta: "key",
    });
    // The saved-words list reads its first screen newest first without reading the whole status.
    this.version(2).stores({
      bookmarks: "id, word_id, status, pending, deleted, updated_at, [status+updated_at]",
    });
    // Spaced review (issue 16): cards and their append-only answer logs.
    this.version(3).stores({
      reviewCards: "cardId, wordId, fresh, due",
      reviewLogs: "id, cardId, day, pending, reviewedAt",
    });
    // Opening review and the due counts read card ids in due order by [fresh+due], not whole rows.
    this.version(4).stores({
      reviewCards: "cardId, wordId, fresh, due, [fresh+due]",
    });
  }
}

/** Tables that hold one learner's view of the content; cleared on logout (the outbox is not). */
export const USER_TABLES = [
  "courses",
  "lessons",
  "sections",
  "words",
  "exams",
  "bookmarks",
  "meta",
  "reviewCards",
  "reviewLogs",
] as const;

// Lets toAppError recognise Dexie's errors without every screen importing Dexie.
registerStorageErrorClass(Dexie.DexieError);
