import { type AppErrorCode, toAppError } from "../data/app-error";
import { fa } from "../i18n/fa";

const BY_CODE: Partial<Record<AppErrorCode, string>> = {
  offline: fa.errorOffline,
  unauthorized: fa.errorUnauthorized,
  "not-found": fa.errorNotFound,
  "rate-limited": fa.errorRateLimited,
  "quota-exceeded": fa.errorQuota,
  storage: fa.errorStorage,
};

/**
 * What to tell the learner about an error: the server's own message when it sent one (the
 * section-8 rule), else a Persian text for what went wrong on the device or the network, else
 * «خطایی رخ داده است».
 */
export function describeError(error: unknown): string {
  const appError = toAppError(error);
  return appError.serverMessage ?? BY_CODE[appError.code] ?? fa.genericError;
}
