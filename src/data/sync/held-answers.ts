import { device } from "../db/device";
import { etagKey } from "./etag-key";

/** The ETag stored with the device's answer of `what`, or null when it holds none. */
export async function storedEtag(what: string): Promise<string | null> {
  const row = await (await device()).meta.get(etagKey(what));
  return typeof row?.value === "string" ? row.value : null;
}

/** Whether the device holds an answer of `what` (its tag is stored with it, in one transaction). */
export async function holdsAnswer(what: string): Promise<boolean> {
  return (await storedEtag(what)) !== null;
}
