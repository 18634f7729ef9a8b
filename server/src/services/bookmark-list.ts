import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";
import type { JsonText } from "../http/define-route.js";
import { AnswerCache, readyAnswer } from "./answer-cache.js";
import { type Reader, isTrue, readStamp, stateColumns } from "./reader-stamp.js";

/**
 * The saved-words list without a search (`{"data":[…]}`, newest first), cached per user in each process
 * and checked on every request against the user's bookmark revision (kept by a trigger on bookmarks)
 * and the content version (word names), read with the session's test in the reader's stamp
 * (readStamp: one small statement, shared by the readers asking at the same time). A held list costs
 * only that; the list is read and built only when one of them moved (then with them, in a second
 * round trip) — so it is never stale, in any process (docs/decisions/015-one-query-per-read.md,
 * 033-section-reads-by-revision.md). The text, its ETag and its brotli and gzip forms are
 * kept together (answer-cache.ts), up to CACHE_BYTES per database handle (least recently used dropped first).
 */

export const CACHE_BYTES = 64 * 1024 * 1024;

const caches = new WeakMap<Db, AnswerCache>();

function cacheOf(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache(CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}

/** What a list was built from: the content version (word names) and the user's bookmark revision. */
const sourceOf = (version: number, revision: number) => `${version}\n${revision}`;

/**
 * $1 user, $2 session, $3 now: the reader's state (the columns of its stamp, reader-stamp.ts) and
 * the list (as bookmarkView shapes a bookmark) read in one snapshot, so a list is never labelled
 * newer than it is.
 */
const LIST_STATE = preparedQuery<{
  version: number | string | null;
  revision: number | string;
  live: boolean | string;
  list: string | null;
}>(
  "vajeh_bookmark_list_v3",
  `with state as (select ${stateColumns("$1", "$2", "$3::timestamptz")})
  select state.version, state.bookmark_revision as revision, state.live, case when state.live then (
      select coalesce(json_agg(json_build_object(
        'id', b.id, 'course_id', b.course_id, 'lesson_id', b.lesson_id, 'section_id', b.section_id,
        'word_id', b.word_id, 'word__name', w.name, 'description', b.description, 'note', b.note,
        'learned', b.learned,
        'updated_at', json_build_object(
          'date', to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      ) order by b.created_at desc, b.id desc), '[]'::json)::text
      from bookmarks b join words w on w.id = b.word_id
      where b.user_id = $1
    ) end as list
  from state`,
);

/**
 * The reader's list as a JsonText with its ETag (and compressed forms when worth it); 401 when the
 * session ended. A held list costs the reader's stamp (readStamp) while the version and revision
 * are what it was read at; otherwise the list is read with them, in a second round trip.
 */
export async function bookmarkList(db: Db, reader: Reader, now: Date): Promise<JsonText> {
  const cache = cacheOf(db);
  const held = cache.peek(reader.id);
  const values = [reader.id, reader.sessionId, now.toISOString()];
  if (held) {
    // The reader's stamp (batched with other readers' at the same time) carries both numbers.
    const stamp = await readStamp(db, reader, now);
    const kept = cache.get(reader.id, sourceOf(stamp.version, stamp.bookmarkRevision));
    if (kept) return kept;
  }
  const [row] = await LIST_STATE.run(db, values);
  reader.confirm(isTrue(row?.live));
  const answer = await readyAnswer(reader.id, `{"data":${row?.list ?? "[]"}}`);
  cache.set(reader.id, sourceOf(Number(row?.version ?? 0), Number(row?.revision ?? 0)), answer);
  return answer;
}
