import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy*/waitFor wait for something that must happen, never for a time budget: on a shared,
// loaded machine a lazy screen can take more than the default 1 s to appear, which is not a bug.
// What never happens still fails, after 5 s, with Testing Library's message naming what was missing.
configure({ asyncUtilTimeout: 5_000 });
