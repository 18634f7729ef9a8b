import { type DependencyList, useEffect, useState } from "react";
import type { VajehDatabase } from "./database";
import { deviceModule, loadedDevice } from "./device";
import { sameData } from "../../domain/same-data";

/** A live query's last answer, or the error it ended with. */
interface Answer<T> {
  result: T | undefined;
  error: unknown;
}

/**
 * A live query of the device's database, as dexie-react-hooks' useLiveQuery: `undefined` until the
 * first answer, then each new answer; across a change of `deps` the last answer stays until the new
 * one comes; an error is thrown to the nearest error boundary. The database's code loads when it
 * may (device.ts); until then the answer is `undefined`, as while Dexie answers the first time.
 */
export function useDeviceQuery<T>(
  query: (db: VajehDatabase) => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const [device, setDevice] = useState(loadedDevice);
  const [answer, setAnswer] = useState<Answer<T>>({ result: undefined, error: null });

  useEffect(() => {
    if (device) return;
    let mounted = true;
    deviceModule().then(
      (module) => {
        if (mounted) setDevice(module);
      },
      // The chunk did not load (offline before it was cached): the answer stays undefined.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [device]);

  useEffect(() => {
    if (!device) return;
    const subscription = device
      .liveQuery(() => query(device.db))
      .subscribe({
        // The same data again keeps the state as it is: no render. Dexie answers again after every
        // write to a table the query reads, with new objects: a first sync's writes re-rendered
        // home a dozen times with the lists it already showed.
        next: (result) =>
          setAnswer((last) =>
            last.error === null && sameData(last.result, result) ? last : { result, error: null },
          ),
        // Dexie ends a query quietly when the database closes or the query is replaced.
        error: (error: unknown) => setAnswer((last) => ({ ...last, error })),
      });
    return () => subscription.unsubscribe();
    // `query` is a new function each render; `deps` name what it reads, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device, ...deps]);

  if (answer.error !== null) throw answer.error;
  return answer.result;
}
