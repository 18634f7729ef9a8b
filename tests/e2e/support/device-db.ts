import type { Page } from "@playwright/test";

/**
 * Every row of one store of the page's Dexie database ("vajeh"), read with IndexedDB itself, so a
 * journey sees what is on the device whatever the app's code does.
 */
export function readDeviceStore<Row>(page: Page, store: string): Promise<Row[]> {
  return page.evaluate(
    (name) =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open("vajeh");
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onerror = () => reject(new Error(String(read.error)));
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as Row[]);
          };
        };
      }),
    store,
  );
}
