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
    // One declaration of the whole schema, at the newest version: Dexie (since 3.0) compares it with
    // the database a device has and adds what is missing; an older declaration is needed only for a
    // version with an upgrade function (none here). Declaring the four took 4-11 ms of each app start
    // in Chromium, this one 0.3-4 ms (the first construction the most). History, all additions:
    // 1: the content, the bookmarks, the outbox and meta; 2: bookmarks [status+updated_at] (the
    // saved-words list reads its first screen newest first); 3: spaced review's cards and logs
    // (issue 16); 4: reviewCards [fresh+due] (opening review reads card ids in due order).
    // database.test.ts opens a version 1 and a version 2 device's database with it.
    this.version(4).stores({
      courses: "id, position",
      lessons: "id, course_id, [course_id+position]",
      sections: "id, lesson_id, course_id, [lesson_id+order]",
      words: "id, section_id, lesson_id, course_id, pending, [section_id+position]",
      exams: "id, section_id, lesson_id, [section_id+position]",
      posts: "id, position",
      settings: "key",
      bookmarks: "id, word_id, status, pending, deleted, updated_at, [status+updated_at]",
      outbox: "++seq, &key, subject, state, user_id",
      meta: "key",
      reviewCards: "cardId, wordId, fresh, due, [fresh+due]",
      reviewLogs: "id, cardId, day, pending, reviewedAt",
    });
  }
}

// Lets toAppError recognise Dexie's errors without every screen importing Dexie.
registerStorageErrorClass(Dexie.DexieError);
