/**
 * Whether two answers of a device query hold the same data: primitives by Object.is, dates by their
 * time, arrays item by item, plain objects key by key (in any order). Anything else (a class's
 * instance, a Map, a function) is the same only if it is the same object, so an answer this cannot
 * read counts as new. Dexie's live queries answer again after every write to a table they read, with
 * new objects each time; a screen kept the last answer's objects when the data had not changed.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (isDate(a) || isDate(b)) return isDate(a) && isDate(b) && Object.is(a.getTime(), b.getTime());
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameData(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

/**
 * The checks hold across realms: IndexedDB's copies may be made in another one than the page's code
 * (fake-indexeddb under the tests' vm contexts), with another Object.prototype and Date.
 */
function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function isDate(value: object): value is Date {
  return Object.prototype.toString.call(value) === "[object Date]";
}
