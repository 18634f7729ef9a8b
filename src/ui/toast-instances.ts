import type { Id } from "react-toastify";

/**
 * The toast react-toastify knows for each fixed id. A toast shown under a fixed id (a pending toast's,
 * TOAST_IDS) gets an instance id of its own each time it comes anew: react-toastify ignores a toast
 * whose id is still in its list, and a dismissed toast stays there until its exit animation ends, so
 * a second «در حال بررسی پاسخ...» asked for within that time, and the error it turns into, would
 * never show. The fixed id names the instance showing (or last shown) for it.
 */
const instances = new Map<string, string>();
let serial = 0;

/** A new instance for `base`, which from now on stands for it. */
export function newInstance(base: string): string {
  const instance = `${base}~${++serial}`;
  instances.set(base, instance);
  return instance;
}

/** The instance last shown for `base`, if any. */
export function instanceOf(base: string): string | undefined {
  return instances.get(base);
}

/** The id react-toastify knows for `id`: the instance of a fixed id, or the id itself. */
export function toastIdOf(id: Id): Id {
  return typeof id === "string" ? (instances.get(id) ?? id) : id;
}
