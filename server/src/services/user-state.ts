import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";
import { type Reader, STAMPED, isTrue, readStamp, versionLiveSubscribed } from "./reader-stamp.js";

// The one per-user query of a content read: the content version (which tells the content cache,
// content-cache.ts, whether it is stale), the session test, the subscription, and the user's
// bookmarks, completions and exam highs of the ids asked for (docs/decisions/015-one-query-per-read.md),
// with the stamp a held answer is checked against (033-section-reads-by-revision.md).

export interface BookmarkState {
  id: string;
  note: string;
  description: string;
  learned: boolean;
}

export interface UserState {
  version: number;
  subscribed: boolean;
  /** This user's bookmarks of the words asked for, by word id. */
  bookmarks: Map<string, BookmarkState>;
  /** The words asked for that this user has completed. */
  done: Set<string>;
  /** This user's best result of each exam asked for. */
  highs: Map<string, { score: number; doneAt: Date }>;
  /**
   * All of the above as the query answered it, in one text: an answer built from the content at
   * `version` and this state is the same whenever the same request gives the same key (a key that
   * differs for the same state only costs a rebuild).
   */
  key: string;
}

export interface UserStateRequest {
  /** Words whose completion is needed. */
  doneOf: readonly string[];
  /** Words whose bookmarks are needed. */
  bookmarksOf: readonly string[];
  /** Exams whose highs are needed. */
  highsOf: readonly string[];
}

/** The ids as one text[] parameter (an array literal): `= any(…)` plans as an index condition. */
export function idArray(ids: readonly string[]): string {
  return `{${ids.map((id) => `"${id.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

const textOf = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value ?? null));

function jsonValue<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** User $1's bookmarks of the words $5, completions of the words $4 and highs of the exams $6, as JSON text. */
const BOOKMARKS_OF = `coalesce((
      select json_agg(json_build_object(
        'word_id', b.word_id, 'id', b.id, 'note', b.note, 'description', b.description, 'learned', b.learned) order by b.word_id)
      from unnest($5::text[]) as asked(word_id)
      cross join lateral (
        select * from bookmarks where user_id = $1 and word_id = asked.word_id limit 1
      ) b
    ), '[]'::json)::text`;
const DONE_OF = `coalesce((
      select json_agg(word_id order by word_id) from word_progress where user_id = $1 and word_id = any($4::text[])
    ), '[]'::json)::text`;
const HIGHS_OF = `coalesce((
      select json_agg(json_build_object('exam_id', exam_id, 'score', score, 'done_at', done_at) order by exam_id)
      from exam_highs where user_id = $1 and exam_id = any($6::text[])
    ), '[]'::json)::text`;

/**
 * $1 user, $2 session, $3 now, $4 word ids (completion), $5 word ids (bookmarks), $6 exam ids. The
 * session test is findLiveSession's (auth/sessions.ts) without its join: deleting a user deletes
 * their sessions (foreign key, on delete cascade). Bookmarks are looked up one asked word at a time
 * (the `limit` keeps each a probe of bookmarks_user_word_uq): with `word_id = any(…)` the planner
 * may scan all of a user's bookmarks instead, which costs as much as the rest of the query together
 * at 1,000 saved words. The lists come as JSON text: together with the version and `subscribed` they
 * are UserState's `key`, so each is ordered: without `order by`, a row deleted and put back as it
 * was (a replayed write) comes in another place, and the same state would miss its kept answer.
 */
const USER_STATE = preparedQuery<Record<string, unknown>>(
  "vajeh_user_state_v4",
  `select ${versionLiveSubscribed("$1", "$2", "$3::timestamptz")},
    ${BOOKMARKS_OF} as bookmarks,
    ${DONE_OF} as done,
    ${HIGHS_OF} as highs`,
);

/** USER_STATE with the stamp, read in the same snapshot: the stamp never names a newer state than the lists. */
const STAMPED_STATE = preparedQuery<Record<string, unknown>>(
  "vajeh_stamped_state_v2",
  `${STAMPED},
    ${BOOKMARKS_OF} as bookmarks,
    ${DONE_OF} as done,
    ${HIGHS_OF} as highs
  from state`,
);

/** The query's parameters $1–$6 for a reader and the ids asked for. */
const stateParameters = (reader: Reader, now: Date, request: UserStateRequest) => [
  reader.id,
  reader.sessionId,
  now.toISOString(),
  idArray(request.doneOf),
  idArray(request.bookmarksOf),
  idArray(request.highsOf),
];

/** A UserState from a row of USER_STATE or STAMPED_STATE whose lists were read. */
function stateOf(row: Record<string, unknown>): UserState {
  const bookmarkRows = jsonValue<(BookmarkState & { word_id: string })[]>(row.bookmarks);
  const highRows = jsonValue<{ exam_id: string; score: number; done_at: string }[]>(row.highs);
  return {
    version: Number(row.version ?? 0),
    subscribed: isTrue(row.subscribed),
    bookmarks: new Map(
      bookmarkRows.map((b) => [
        b.word_id,
        { id: b.id, note: b.note, description: b.description, learned: b.learned },
      ]),
    ),
    done: new Set(jsonValue<string[]>(row.done)),
    highs: new Map(highRows.map((h) => [h.exam_id, { score: h.score, doneAt: new Date(h.done_at) }])),
    // JSON text holds no raw newline: the parts cannot run into each other.
    key: [
      String(row.version ?? 0),
      String(isTrue(row.subscribed)),
      textOf(row.bookmarks),
      textOf(row.done),
      textOf(row.highs),
    ].join("\n"),
  };
}

/**
 * Everything per-user a content answer needs, in one round trip: the content version, whether the
 * reader's session is live (confirmed on `reader`, 401 when not), whether the subscription covers
 * `now`, and the bookmarks, completions and exam highs of the given ids.
 */
export async function userState(
  db: Db,
  reader: Reader,
  now: Date,
  request: UserStateRequest,
): Promise<UserState> {
  const [row = {}] = await USER_STATE.run(db, stateParameters(reader, now, request));
  reader.confirm(isTrue(row.live));
  return stateOf(row);
}

/** What stampedUserState found: the stamp now, and the state unless it is still `held`'s. */
export interface StampedState {
  version: number;
  /** The content version, subscription and the user's revisions, as one text. */
  stamp: string;
  /** Null when the stamp is the one asked about: nothing an answer is built from has changed. */
  state: UserState | null;
}

/**
 * userState for an answer held in memory at stamp `held` ("" when none), with the ids `asked` for
 * worked out only when the lists are read. A held stamp is checked
 * first, alone; only when it has moved (a write of the user's bookmarks, completions or exam
 * highs, a content reload, a subscription starting or ending) are the lists read, with the stamp
 * they go with, in a second round trip.
 */
export async function stampedUserState(
  db: Db,
  reader: Reader,
  now: Date,
  asked: () => UserStateRequest,
  held: string,
): Promise<StampedState> {
  if (held !== "") {
    const read = await readStamp(db, reader, now);
    if (read.stamp === held) return { version: read.version, stamp: held, state: null };
  }
  const [row = {}] = await STAMPED_STATE.run(db, stateParameters(reader, now, asked()));
  reader.confirm(isTrue(row.live));
  return { version: Number(row.version ?? 0), stamp: String(row.stamp ?? ""), state: stateOf(row) };
}
