import { loadOnce } from "../domain/made-once";
import type * as Presenter from "./toast-presenter";

type Toastify = typeof Presenter;

let library: Toastify | null = null;
const listeners = new Set<() => void>();
/** Calls made before the library loaded, run in their order as soon as it has. */
const queued: ((toastify: Toastify) => void)[] = [];

/**
 * react-toastify and what shows toasts with it (toast-presenter.tsx), loaded with the first toast
 * rather than with the entry (issue 13: about 10 kB of gzip that no first screen shows). A toast
 * shown before it has loaded waits for it (see withToastify); the display renders once it has.
 */
export const loadToastify: () => Promise<Toastify> = loadOnce(() =>
  import("./toast-presenter").then((module) => {
    library = module;
    for (const apply of queued.splice(0)) apply(module);
    for (const listener of listeners) listener();
    return module;
  }),
);

/** The library when it has loaded; null before. */
export function loadedToastify(): Toastify | null {
  return library;
}

/** Calls `apply` with the library: now when it has loaded, otherwise once it has (calls keep their order). */
export function withToastify(apply: (toastify: Toastify) => void): void {
  if (library) {
    apply(library);
    return;
  }
  queued.push(apply);
  void loadToastify().catch(() => undefined);
}

/**
 * Like withToastify, but loads nothing when no toast has been asked for yet: a dismissal before any
 * toast has nothing to dismiss. Once a toast is waiting for the library, it waits behind it.
 */
export function withToastifyIfUsed(apply: (toastify: Toastify) => void): void {
  if (library || queued.length > 0) withToastify(apply);
}

/** Tells `listener` when the library has loaded. */
export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
