import type { Db } from "../db/client.js";
import type { JsonText } from "../http/define-route.js";
import { AnswerCache, readyAnswer } from "./answer-cache.js";
import { readContentVersion, withContent } from "./content-cache.js";
import { sectionsOf, sectionsRequest } from "./content-read.js";
import type { Reader } from "./reader-stamp.js";
import { stampedUserState } from "./user-state.js";

/** Section answers ready to send, per database handle (answer-cache.ts), keyed by user and request. */
export const SECTION_CACHE_BYTES = 32 * 1024 * 1024;
const sectionAnswers = new WeakMap<Db, AnswerCache>();

/**
 * A held section answer's cache source: the stamp it was last confirmed at (content version,
 * subscription, the user's revisions), then the full state it was built from. The stamp lets a
 * repeat skip reading the lists; the state lets a stamp that moved for another section's words
 * (or a row put back as it was) keep the same answer.
 */
const STAMP_END = "\u0001";
const sourceOf = (stamp: string, stateKey: string) => `${stamp}${STAMP_END}${stateKey}`;

/**
 * A section of the given lesson and course as its answer (`{"data":…}` with its ETag and compressed
 * forms); null when unknown or the ids do not belong together. The answer is kept per user and
 * section (docs/decisions/033-section-reads-by-revision.md). Every request asks the database, so the
 * session is tested and any change (content reloaded, a word done, a bookmark edited, a purchase)
 * is seen on every read. While the user's stamp is the one the held answer was confirmed at, that
 * is one small statement (shared with the other readers asking at the same time: readStamp) and
 * the held answer is sent as it is. When the stamp has moved, the lists are read in a second
 * round trip: an equal state keeps the held answer, another builds a new one.
 */
export async function readSection(
  db: Db,
  reader: Reader,
  now: Date,
  sectionId: string,
  courseId: string,
  lessonId: string,
): Promise<JsonText | null> {
  let cache = sectionAnswers.get(db);
  if (!cache) {
    cache = new AnswerCache(SECTION_CACHE_BYTES);
    sectionAnswers.set(db, cache);
  }
  const answers = cache;
  return withContent(db, async (snapshot) => {
    const section = snapshot.sectionById.get(sectionId);
    const lesson = snapshot.lessonById.get(lessonId);
    const gone = section?.retired === true || lesson?.retired === true;
    if (!section || !lesson || gone || section.lessonId !== lessonId || lesson.courseId !== courseId) {
      return { version: await readContentVersion(db), value: null };
    }
    // The ids checked above belong together, so the section's id names the answer.
    const key = `${reader.id}\n${section.id}`;
    const held = answers.peek(key);
    const heldStamp = held ? held.source.slice(0, held.source.indexOf(STAMP_END)) : "";
    const found = await stampedUserState(
      db,
      reader,
      now,
      () => sectionsRequest(snapshot, [section.id]),
      heldStamp,
    );
    // Kept or built from this snapshot only when the version read is the snapshot's (else withContent
    // reloads and reads again): nothing built from older content is ever kept under a newer stamp.
    const current = found.version === snapshot.version;
    // No lists read: the stamp is the held answer's (held, so built from a snapshot of this version).
    if (!found.state) return { version: found.version, value: current ? (held?.answer ?? null) : null };
    const state = found.state;
    const source = sourceOf(found.stamp, state.key);
    if (current && held?.source.endsWith(`${STAMP_END}${state.key}`)) {
      answers.set(key, source, held.answer);
      return { version: found.version, value: held.answer };
    }
    const [built] = sectionsOf(snapshot, lesson, [section], state);
    if (!built) return { version: found.version, value: null };
    const answer = await readyAnswer(reader.id, JSON.stringify({ data: built }));
    if (current) answers.set(key, source, answer);
    return { version: found.version, value: answer };
  });
}
