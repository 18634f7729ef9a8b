import { AppError } from "../app-error";
import type { api as Api } from "./api";

export type ApiClient = typeof Api;

let loading: Promise<ApiClient> | null = null;

/**
 * The API client (axios and every endpoint's schema), loaded on first use: the entry and the guest
 * pages do not hold it, so nothing waits for it before they paint (issue 13). A chunk that cannot
 * be fetched (no network, no service worker yet) is an AppError "offline", and the next call
 * tries again.
 */
export function loadApi(): Promise<ApiClient> {
  loading ??= import("./api").then(
    (module) => module.api,
    (error: unknown) => {
      loading = null;
      throw new AppError("offline", null, null, {}, { cause: error });
    },
  );
  return loading;
}
