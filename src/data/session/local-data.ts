import { forgetAnswersHeld } from "../api/early-asks";
import { device } from "../db/device";
import { USER_TABLES } from "../db/user-tables";
import { clearScreenSnapshots } from "../screen-snapshot-removal";
import { OWNER_KEY } from "./owner";

/**
 * Clears what one learner's session left on the device, so the next person to sign in sees none
 * of it — except the outbox: writes still waiting to reach the server are never dropped (each
 * entry names its user, and is only ever sent with that user's token). Review answers not yet in an
 * entry are put into one first, under the user the data belongs to, so none is lost with the logs table.
 * The screens saved for the worker's snapshots are not touched here: a sign-out forgets them
 * (session-store's signOut), and so does another learner's sign-in (claimLocalData).
 */
export async function clearLocalUserData(): Promise<void> {
  const db = await device();
  const owner = await db.meta.get(OWNER_KEY);
  if (typeof owner?.value === "string") {
    // Loaded only here: review-log-sync brings the outbox's request schemas (zod and the contract),
    // which a signed-in screen's first paint does not need (issue 13).
    const { batchPendingLogs } = await import("../review/review-log-sync");
    await batchPendingLogs(db, owner.value, Date.now(), false);
  }
  await db.transaction(
    "rw",
    USER_TABLES.map((name) => db.table(name)),
    async () => {
      await Promise.all(USER_TABLES.map((name) => db.table(name).clear()));
    },
  );
  forgetAnswersHeld();
}

/**
 * Makes sure the local data is this user's: another user's leftovers, and the screens saved in
 * their session, are cleared first.
 */
export async function claimLocalData(userId: string): Promise<void> {
  const db = await device();
  const owner = await db.meta.get(OWNER_KEY);
  if (owner && owner.value !== userId) {
    await clearScreenSnapshots();
    await clearLocalUserData();
  }
  if (owner?.value !== userId) await db.meta.put({ key: OWNER_KEY, value: userId });
}
