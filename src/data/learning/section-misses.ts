import type { VajehDatabase } from "../db/database";
import { device } from "../db/device";
import { useDeviceQuery } from "../db/use-device-query";

/**
 * The words of a section missed in word study (any check step wrong), for the summary after its last
 * word and the re-asking of those words (product-spec.md section 2; issue 16). One `meta` row per
 * section on the device; nothing goes to the server.
 */
const key = (sectionId: string) => `section-missed:${sectionId}`;

async function read(db: VajehDatabase, sectionId: string): Promise<string[]> {
  const value = (await db.meta.get(key(sectionId)))?.value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Notes how a word went: missed words are kept (in the order met), a word answered rightly leaves the
 * list. `fresh` starts the list anew (the section's first word, studied from the start).
 */
export async function recordWordResult(
  sectionId: string,
  wordId: string,
  missed: boolean,
  fresh: boolean,
): Promise<void> {
  const db = await device();
  await db.transaction("rw", db.meta, async () => {
    const current = fresh ? [] : await read(db, sectionId);
    const without = current.filter((id) => id !== wordId);
    await db.meta.put({ key: key(sectionId), value: missed ? [...without, wordId] : without });
  });
}

/** The section's missed word ids, live. */
export function useSectionMisses(sectionId: string): string[] | undefined {
  return useDeviceQuery((db) => read(db, sectionId), [sectionId]);
}
