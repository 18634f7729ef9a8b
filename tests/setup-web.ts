import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadToastify } from "../src/ui/toast-library";

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor wait for something that must happen, never for a time budget: on a shared,
// loaded machine a lazy screen can take more than the default 1 s to appear, which is not a bug.
// What never happens still fails, after 5 s, with Testing Library's message naming what was missing.
configure({ asyncUtilTimeout: 5_000 });

// react-toastify loads after the app's first paint (src/ui/toast-library.ts); tests load it first,
// so a screen's toasts show as they do once the app has started. toasts.test.tsx covers a toast
// asked for before the library has loaded.
await loadToastify();
