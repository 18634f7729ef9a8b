import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Db } from "../db/client.js";
import { preparedQuery } from "../db/prepared.js";
import { JsonText, answerEtag } from "../http/define-route.js";
import type { Reader } from "./content-cache.js";

/**
 * The saved-words list without a search (`{"data":[…]}`, newest first), cached per user in each process
 * and checked on every request against the user's bookmark revision (kept by a trigger on bookmarks)
 * and the content version (word names), read in the same query that tests the session: one round trip,
 * and the list is built only when one of them moved — so it is never stale, in any process
 * (docs/decisions/015-one-query-per-read.md). The text, its ETag and its brotli and gzip forms are
 * kept together, up to CACHE_BYTES per database handle (least recently used dropped first).
 */

export const CACHE_BYTES = 64 * 1024 * 1024;
/** Below this an answer is not worth compressing (as plugins/compression.ts). */
const COMPRESS_FROM = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Entry {
  version: number;
  revision: number;
  answer: JsonText;
  bytes: number;
}

interface ListCache {
  entries: Map<string, Entry>;
  bytes: number;
}

const caches = new WeakMap<Db, ListCache>();

function cacheOf(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function forget(cache: ListCache, userId: string): void {
  const entry = cache.entries.get(userId);
  if (!entry) return;
  cache.entries.delete(userId);
  cache.bytes -= entry.bytes;
}

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
  const held = cache.entries.get(reader.id);
  const [row] = await LIST_STATE.run(db, [
    reader.id,
    reader.sessionId,
    now.toISOString(),
    held?.version ?? -1,
    held?.revision ?? -1,
  ]);
  const live = row?.live === true || row?.live === "t";
  reader.confirm(live);
  const version = Number(row?.version ?? 0);
  const revision = Number(row?.revision ?? 0);
  if (held && row?.list == null && held.version === version && held.revision === revision) {
    cache.entries.delete(reader.id); // most recently used last
    cache.entries.set(reader.id, held);
    return held.answer;
  }
  const text = `{"data":${row?.list ?? "[]"}}`;
  const encoded = new Map<"identity" | "br" | "gzip", Buffer>([["identity", Buffer.from(text)]]);
  if (text.length >= COMPRESS_FROM) {
    const [br, gz] = await Promise.all([
      brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip(text),
    ]);
    encoded.set("br", br).set("gzip", gz);
  }
  const answer = new JsonText(text, answerEtag(reader.id, text), encoded);
  let bytes = 2 * text.length;
  for (const buffer of encoded.values()) bytes += buffer.length;
  forget(cache, reader.id);
  if (bytes <= CACHE_BYTES / 4) {
    cache.entries.set(reader.id, { version, revision, answer, bytes });
    cache.bytes += bytes;
    for (const [userId] of cache.entries) {
      if (cache.bytes <= CACHE_BYTES) break;
      forget(cache, userId);
    }
  }
  return answer;
}
