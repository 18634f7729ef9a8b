import { loadOnce } from "../../domain/made-once";
import { AppError } from "../app-error";
import type { api as Api } from "./api";

export type ApiClient = typeof Api;

/**
 * The API client (axios and every endpoint's schema), loaded on first use: the entry and the guest
 * pages do not hold it, so nothing waits for it before they paint (issue 13). A chunk that cannot
 * be fetched (no network, no service worker yet) is an AppError "offline", and the next call
 * tries again.
 */
export const loadApi: () => Promise<ApiClient> = loadOnce(() =>
  import("./api").then(
    (module) => module.api,
    (error: unknown) => {
      throw new AppError("offline", null, null, {}, { cause: error });
    },
  ),
);
