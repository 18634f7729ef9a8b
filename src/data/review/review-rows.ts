import type { CardKind } from "../../domain/review/card-kinds";
import type { CardState, ReviewLogEntry } from "../../domain/review/scheduler";

/**
 * A review card on the device. `state` is the replay of its logs (null until first answered);
 * `due` mirrors `state.due` (for a new card: `addedAt`, when it entered review) and `fresh` is 1 while
 * it is new, both as indexable numbers: the `[fresh+due]` index lists new cards oldest first and
 * answered ones by due date, so a session's order is read as card ids alone.
 */
export interface ReviewCardRow {
  cardId: string;
  wordId: string;
  kind: CardKind;
  addedAt: number;
  fresh: 0 | 1;
  due: number;
  state: CardState | null;
}

/** One answer as kept on the device: append-only; `pending` 1 until the server has it. */
export interface ReviewLogRow extends ReviewLogEntry {
  /** The review day it counts for (04:00 rollover, device time when answered). */
  day: string;
  pending: 0 | 1;
}
