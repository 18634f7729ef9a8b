/**
 * Locks of product-spec.md section 4, derived from what the device knows:
 * - a lesson with no sections is locked as not purchased; the first lesson is open; any other
 *   lesson is locked until the previous one is completed;
 * - a section with no words is locked as not purchased; the first section is open; any other
 *   section is locked until the previous one is completed.
 */
export type LockReason = "not-purchased" | "not-completed";
export type Lock = { locked: false } | { locked: true; reason: LockReason };

const OPEN: Lock = { locked: false };

interface Lockable {
  /** Whether it has any content for this learner (sections of a lesson, words of a section). */
  hasContent: boolean;
  is_completed: boolean;
}

/** The lock of each item of an ordered list (lessons of a course, or sections of a lesson). */
export function locksInOrder(items: readonly Lockable[]): Lock[] {
  return items.map((item, index) => {
    if (!item.hasContent) return { locked: true, reason: "not-purchased" };
    if (index === 0) return OPEN;
    const previous = items[index - 1];
    return previous?.is_completed ? OPEN : { locked: true, reason: "not-completed" };
  });
}
