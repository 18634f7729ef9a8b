import { Dexie } from "dexie";
import { type CardKind, parseCardId } from "../../domain/review/card-kinds";
import { arrangeQueue, isDue } from "../../domain/review/session-queue";
import type { VajehDatabase } from "../db/database";
import type { ReviewLogRow } from "./review-rows";

/**
 * What review has to ask, read from the device (issue 16): the due cards and the new ones in the
 * order a session asks them, how many new cards a day has introduced, and the counts home and the
 * Words tab show. Reads only: no scheduler here, so home's count paints without ts-fsrs.
 */

/** Whether log `a` came before log `b` (ties in time go by id, as the card's history orders them). */
const before = (a: ReviewLogRow, b: ReviewLogRow) =>
  a.reviewedAt < b.reviewedAt || (a.reviewedAt === b.reviewedAt && a.id < b.id);

/**
 * How many new cards were introduced on a review day: cards whose first answer ever is one of that
 * day's. One read transaction: the day's logs, then each answered card's logs, asked all at once.
 */
export async function newIntroducedOn(db: VajehDatabase, day: string): Promise<number> {
  return db.transaction("r", db.reviewLogs, async () => {
    const logs = await db.reviewLogs.where("day").equals(day).toArray();
    const cards = [...new Set(logs.map((log) => log.cardId))];
    const histories = await Promise.all(
      cards.map((cardId) => db.reviewLogs.where("cardId").equals(cardId).toArray()),
    );
    let introduced = 0;
    for (const history of histories) {
      const first = history.reduce((a, b) => (before(b, a) ? b : a));
      if (first.day === day) introduced++;
    }
    return introduced;
  });
}

/** Cards of the kinds asked (all when none given), by their ids alone. */
function askedIds(ids: readonly string[], kinds?: ReadonlySet<CardKind>): string[] {
  if (kinds === undefined) return [...ids];
  return ids.filter((id) => {
    const kind = parseCardId(id)?.kind;
    return kind !== undefined && kinds.has(kind);
  });
}

/**
 * The ids of the answered cards due now, most overdue first (the order a session asks them). Card ids
 * are read in order from the `[fresh+due]` index without their rows: every card due by now is due
 * whatever its phase, and only the few due later today are read whole, for their phase (isDue).
 */
export async function dueCardIds(
  db: VajehDatabase,
  now: number,
  endOfDay: number,
  kinds?: ReadonlySet<CardKind>,
): Promise<string[]> {
  const [byNow, laterToday] = await Promise.all([
    db.reviewCards.where("[fresh+due]").between([0, Dexie.minKey], [0, now], true, true).primaryKeys(),
    now < endOfDay
      ? db.reviewCards.where("[fresh+due]").between([0, now], [0, endOfDay], false, false).toArray()
      : Promise.resolve([]),
  ]);
  const dueLater = laterToday.filter((r) => r.state !== null && isDue(r.state, now, endOfDay));
  return askedIds([...byNow, ...dueLater.map((r) => r.cardId)], kinds);
}

/** The ids of the new cards (never answered), oldest first, of the kinds asked. */
export async function freshCardIds(db: VajehDatabase, kinds?: ReadonlySet<CardKind>): Promise<string[]> {
  const ids = await db.reviewCards
    .where("[fresh+due]")
    .between([1, Dexie.minKey], [1, Dexie.maxKey], true, true)
    .primaryKeys();
  return askedIds(ids, kinds);
}

/**
 * The session's queue: due reviews and new cards up to what the daily limit leaves, as ids read in
 * order from the `[fresh+due]` index (tests/bench/review-open.bench.ts: reading 2,000 due rows whole
 * costs more than the whole open may).
 */
export async function loadQueue(
  db: VajehDatabase,
  now: number,
  endOfDay: number,
  newLeft: number,
  kinds?: ReadonlySet<CardKind>,
): Promise<string[]> {
  const [due, fresh] = await Promise.all([
    dueCardIds(db, now, endOfDay, kinds),
    newLeft > 0 ? freshCardIds(db, kinds) : Promise.resolve([]),
  ]);
  return arrangeQueue(due, fresh, newLeft);
}

/** How many reviews are due now (for the home card and the Words tab), of the kinds asked if given. */
export async function dueCount(
  db: VajehDatabase,
  now: number,
  endOfDay: number,
  kinds?: ReadonlySet<CardKind>,
): Promise<number> {
  return (await dueCardIds(db, now, endOfDay, kinds)).length;
}
