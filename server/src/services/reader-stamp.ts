import type { Db } from "../db/client.js";
import { preparedQuery, reachesServer } from "../db/prepared.js";
import { statementBatcher } from "../db/statement-batcher.js";

// A reader's stamp (docs/decisions/033-section-reads-by-revision.md): the content version, the
// session's verdict, the subscription and the user's revisions, read on every content read that holds
// an answer, with the readers of one moment asked in one statement on PostgreSQL (decision 052).

/**
 * Who reads: the user and the session their token names. The per-user query also says whether that
 * session is live, and hands the answer to `confirm` (which throws 401 when it is not), so a content
 * read needs no separate session lookup (015-one-query-per-read.md).
 */
export interface Reader {
  id: string;
  sessionId: string;
  confirm(live: boolean): void;
}

/** A boolean as the drivers hand it back (PGlite's EXECUTE answers text: "t"). */
export const isTrue = (value: unknown) => value === true || value === "t";

/**
 * The content version, whether session `session` of user `user` is live at `at`, and whether a
 * subscription covers `at` (SQL expressions: the statement's parameters, or a batch's columns).
 */
export const versionLiveSubscribed = (user: string, session: string, at: string) => `
    (select version from content_version where id = 1) as version,
    exists (
      select 1 from sessions where id = ${session} and user_id = ${user} and expires_at > ${at}
    ) as live,
    exists (
      select 1 from subscriptions
      where user_id = ${user} and starts_at <= ${at} and ends_at > ${at}
    ) as subscribed`;

/**
 * The user's stamp: the content version, the subscription, and the user's bookmark and progress
 * revisions (kept by triggers on bookmarks, word_progress and exam_highs), as one text. Any change
 * a content answer is built from changes it. `stateColumns` names the user, session and time;
 * `STAMP_OF` reads them as one text from the row they make.
 */
export const stateColumns = (
  user: string,
  session: string,
  at: string,
) => `${versionLiveSubscribed(user, session, at)},
      coalesce((select revision from bookmark_revisions where user_id = ${user}), 0) as bookmark_revision,
      coalesce((select revision from progress_revisions where user_id = ${user}), 0) as progress_revision`;
const STAMP_OF = (state: string) =>
  `concat_ws(' ', coalesce(${state}.version, 0), ${state}.subscribed, ${state}.bookmark_revision, ${state}.progress_revision)`;

/** A row of STAMP or STAMPS: one reader's. */
interface StampRow {
  version: unknown;
  live: unknown;
  bookmark_revision: unknown;
  stamp: unknown;
}

/** $1 user, $2 session, $3 now: the state's row, for the lists to be read beside it. */
export const STAMPED = `with state as (select ${stateColumns("$1", "$2", "$3::timestamptz")})
  select version, live, subscribed, bookmark_revision, ${STAMP_OF("state")} as stamp`;

/** $1 user, $2 session, $3 now: one reader's stamp alone (PGlite's; see readStamp). */
const STAMP = preparedQuery<StampRow>("vajeh_stamp_v2", `${STAMPED} from state`);

/**
 * The stamps of many readers in one statement ($1 users, $2 sessions, $3 times, one of each per
 * reader), a row each with its place `i` (from 1): a few primary-key probes a reader. The lists stay
 * out of this statement even as unused branches: their subplans alone cost a quarter of the section
 * route's throughput on PostgreSQL (docs/decisions/033-section-reads-by-revision.md). The arrays
 * are read through sub-selects so that the planner sizes a batch alike with or without its values:
 * given them, it sized each batch exactly, found that cheaper than the kept generic plan and planned
 * the statement again on every run (453 µs a run on PGlite against 76 µs; decision 052).
 */
const STAMPS = preparedQuery<StampRow & { i: number }>(
  "vajeh_stamps_v1",
  `select asked.i::int as i, state.version, state.live, state.bookmark_revision, ${STAMP_OF("state")} as stamp
  from unnest((select $1::text[]), (select $2::text[]), (select $3::timestamptz[]))
    with ordinality as asked(user_id, session_id, at, i)
  cross join lateral (
    select ${stateColumns("asked.user_id", "asked.session_id", "asked.at")}
  ) state
  order by asked.i`,
);

/** A reader's stamp, with the parts of it a held saved-words list is checked against. */
export interface ReaderStamp {
  /** The content version (0 when none was ever set). */
  version: number;
  bookmarkRevision: number;
  /** The content version, subscription and the user's revisions, as one text. */
  stamp: string;
}

interface StampAsked {
  reader: Reader;
  at: string;
}

/** Each database handle's batcher of stamp reads (db/statement-batcher.ts). */
const stampBatchers = new WeakMap<Db, (asked: StampAsked) => Promise<StampRow | undefined>>();

/**
 * The reader's stamp, and the session tested (confirmed on `reader`, 401 when it has ended). The
 * readers asking at the same time are asked in one statement (decision 052): under load, one round
 * trip serves many requests, and each still sees every write committed before it asked.
 */
export async function readStamp(db: Db, reader: Reader, now: Date): Promise<ReaderStamp> {
  const row = reachesServer(db)
    ? await stampBatcher(db)({ reader, at: now.toISOString() })
    : (await STAMP.run(db, [reader.id, reader.sessionId, now.toISOString()]))[0];
  reader.confirm(isTrue(row?.live));
  return {
    version: Number(row?.version ?? 0),
    bookmarkRevision: Number(row?.bookmark_revision ?? 0),
    stamp: String(row?.stamp ?? ""),
  };
}

/**
 * The handle's batcher of stamp reads. Only for PostgreSQL: PGlite runs a statement in this
 * thread, so no request arrives while one runs and a batch would only cost the array's unpacking
 * (measured in decision 052).
 */
function stampBatcher(db: Db): (asked: StampAsked) => Promise<StampRow | undefined> {
  let batcher = stampBatchers.get(db);
  if (!batcher) {
    batcher = statementBatcher(async (batch: readonly StampAsked[]) => {
      const rows = await STAMPS.run(db, [
        batch.map((asked) => asked.reader.id),
        batch.map((asked) => asked.reader.sessionId),
        batch.map((asked) => asked.at),
      ]);
      const byPlace = new Map(rows.map((row) => [Number(row.i), row]));
      return batch.map((_, i) => byPlace.get(i + 1));
    });
    stampBatchers.set(db, batcher);
  }
  return batcher;
}
