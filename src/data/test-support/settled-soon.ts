/**
 * Whether `promise` has settled (either way) once the tasks queued so far, and those they queue
 * within `ms`, have run: for a test that something has not happened yet, then has.
 */
export async function settledSoon(promise: Promise<unknown>, ms = 60): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}
