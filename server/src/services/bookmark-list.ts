import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";
import type { JsonText } from "../http/define-route.js";
import { AnswerCache, readyAnswer } from "./answer-cache.js";
import type { Reader } from "./content-cache.js";

/**
 * The saved-words list without a search (`{"data":[…]}`, newest first), cached per user in each process
 * and checked on every request against the user's bookmark revision (kept by a trigger on bookmarks)
 * and the content version (word names), read in the same query that tests the session: one round trip,
 * and the list is built only when one of them moved — so it is never stale, in any process
 * (docs/decisions/015-one-query-per-read.md). The text, its ETag and its brotli and gzip forms are
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
 * $1 user, $2 session, $3 now, $4 version and $5 revision of the cached list (-1 when none). `list` is
 * built (as bookmarkView shapes a bookmark) only when the session is live and the version or the
 * revision differs; all of it reads one snapshot, so a list is never labelled newer than it is.
 */
const LIST_STATE = preparedQuery<{
  version: number | string;
  revision: number | string;
  live: boolean | string;
  list: string | null;
}>(
  "vajeh_bookmark_list_v1",
  `with state as (
    select
      coalesce((select version from content_version where id = 1), 0) as version,
      coalesce((select revision from bookmark_revisions where user_id = $1), 0) as revision,
      exists (
        select 1 from sessions where id = $2 and user_id = $1 and expires_at > $3::timestamptz
      ) as live
  )
  select state.version, state.revision, state.live,
    case when state.live and (state.version <> $4::bigint or state.revision <> $5::bigint) then (
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

/** The reader's list as a JsonText with its ETag (and compressed forms when worth it); 401 when the session ended. */
export async function bookmarkList(db: Db, reader: Reader, now: Date): Promise<JsonText> {
  const cache = cacheOf(db);
  const held = cache.peek(reader.id);
  const [heldVersion = -1, heldRevision = -1] = held ? held.source.split("\n").map(Number) : [];
  const [row] = await LIST_STATE.run(db, [
    reader.id,
    reader.sessionId,
    now.toISOString(),
    heldVersion,
    heldRevision,
  ]);
  const live = row?.live === true || row?.live === "t";
  reader.confirm(live);
  const source = sourceOf(Number(row?.version ?? 0), Number(row?.revision ?? 0));
  // The query built no list: the one held is still this user's list.
  const kept = row?.list == null ? cache.get(reader.id, source) : undefined;
  if (kept) return kept;
  const answer = await readyAnswer(reader.id, `{"data":${row?.list ?? "[]"}}`);
  cache.set(reader.id, source, answer);
  return answer;
}
