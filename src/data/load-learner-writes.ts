import { loadOnce } from "../domain/made-once";
import { AppError } from "./app-error";
import type * as LearnerWritesModule from "./learner-writes";

export type LearnerWrites = typeof LearnerWritesModule;

/**
 * The study screen's writes (a word's completion, saving and unsaving it) with the outbox, loaded on
 * first use: the outbox brings the endpoint registry, zod and axios, which the word card does not
 * need to paint; an offline cold start paid for evaluating them before the first card (issue 13). A
 * chunk that cannot be fetched (no network and no service worker yet) is an AppError "offline" and
 * the next call tries again; nothing is written until the code is here, so nothing is half done.
 */
export const loadLearnerWrites: () => Promise<LearnerWrites> = loadOnce(() =>
  import("./learner-writes").catch((error: unknown) => {
    throw new AppError("offline", null, null, {}, { cause: error });
  }),
);
