import type { HighScore, Settings, Word } from "../../contract/content";
import type { EndpointBody } from "../../contract/endpoint-types";

/** The calls a learner's offline writes make (bookmarks, word completion, review logs and settings). */
export type OutboxEndpoint =
  | "bookmarkCreate"
  | "bookmarkUpdate"
  | "bookmarkDelete"
  | "completeSection"
  | "reviewLogsPush"
  | "reviewSettingsUpdate";

/** The JSON body of an outbox entry, as the endpoint's request schema takes it (null: none). */
export type OutboxBody = NonNullable<EndpointBody<OutboxEndpoint>> | null;

/** A course as the device keeps it (its place in the server's list is `position`). */
export interface CourseRow {
  id: string;
  name: string;
  image_link: string | null;
  position: number;
}

/** A lesson summary; `purchased` is false when the server sent it with `sections: []`. */
export interface LessonRow {
  id: string;
  course_id: string;
  name: string;
  position: number;
  is_completed: boolean;
  sections_count: number;
  done_sections_count: number;
  purchased: boolean;
}

/** A section; `purchased` is false when the server sent it with `words: []`. */
export interface SectionRow {
  id: string;
  lesson_id: string;
  course_id: string;
  name: string;
  order: number;
  is_completed: boolean;
  word_count: number;
  done_word_count: number;
  purchased: boolean;
}

/** A word as the contract shapes it, placed in its section; `pending` is 1 while its completion is unsent. */
export interface WordRow extends Omit<Word, "bookmark"> {
  section_id: string;
  lesson_id: string;
  course_id: string;
  position: number;
  pending: 0 | 1;
}

/** What the lesson page needs of an exam (the questions themselves stay online). */
export interface ExamRow {
  id: string;
  section_id: string;
  lesson_id: string;
  course_id: string;
  name: string;
  deadline: number;
  question_count: number;
  high: HighScore | null;
  position: number;
}

export interface PostRow {
  id: string;
  title: string;
  summary: string;
  image_link: string | null;
  content: string | null;
  position: number;
}

export interface SettingsRow {
  key: "settings";
  value: Settings;
}

/** A saved word. `status` mirrors `learned` as an indexable string; `pending` 1 while a write is unsent. */
export interface BookmarkRow {
  id: string;
  course_id: string;
  lesson_id: string;
  section_id: string;
  word_id: string;
  word__name: string;
  description: string;
  note: string;
  learned: boolean;
  status: "learning" | "learned";
  updated_at: string;
  /** The word, its translations and the note, normalised once for offline search. */
  search_key: string;
  pending: 0 | 1;
  /** 1 when removed locally and the DELETE has not reached the server yet. */
  deleted: 0 | 1;
}

export type OutboxState = "waiting" | "refused";

/**
 * One learner's write on its way to the server. `key` is its Idempotency-Key; `subject` names the
 * row it changes ("word:<id>", "bookmark:<id>"), whose `pending` mark stays while entries remain.
 */
export interface OutboxEntry {
  seq?: number;
  key: string;
  user_id: string;
  /** Which call of the endpoint registry (absent on entries written before it was recorded). */
  endpoint?: OutboxEndpoint;
  method: "POST" | "PATCH" | "DELETE";
  url: string;
  body: OutboxBody;
  subject: string;
  /** The word a saved word's write is about, whatever its bookmark id (to find the server's id after a 404). */
  word_id?: string;
  /** What the learner did, in Persian, for the refused-change message. */
  label: string;
  state: OutboxState;
  created_at: number;
  attempts: number;
  /** True once the service worker answered that it queued it for background sync. */
  queued: boolean;
  refusal?: { status: number; message: string };
  /** Failures at the server (5xx) in a row; it is not tried again before `retry_at` (epoch ms). */
  failures?: number;
  retry_at?: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
