import { isAxiosError } from "axios";
import { errorBodySchema } from "../contract/common";

/** What went wrong, as the app reasons about it. The catalogue in i18n maps each code to Persian. */
export type AppErrorCode =
  | "offline"
  | "unauthorized"
  | "not-found"
  | "conflict"
  | "invalid"
  | "rate-limited"
  | "server"
  | "unavailable"
  | "bad-response"
  | "quota-exceeded"
  | "storage"
  | "unknown";

/** One error type for the whole app: axios and Dexie errors map into it. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    /** The server's own (Persian) message, when it sent one. */
    readonly serverMessage: string | null = null,
    readonly status: number | null = null,
    readonly fields: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(serverMessage ?? code, options);
  }
}

function codeForStatus(status: number): AppErrorCode {
  if (status === 401) return "unauthorized";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status === 429) return "rate-limited";
  if (status === 503) return "unavailable";
  if (status >= 500) return "server";
  if (status >= 400) return "invalid";
  return "unknown";
}

/** Dexie.errnames.QuotaExceeded (the DOMException's name). */
const QUOTA = "QuotaExceededError";

/** What a storage library's errors look like (Dexie's DexieError: a name and maybe the inner cause). */
type StorageErrorClass = abstract new (...args: never[]) => Error & { inner?: unknown };

/**
 * Dexie's error class, registered by the database module when it loads (src/data/db/database.ts),
 * so this module, which every screen loads, does not import Dexie: a Dexie error cannot exist
 * before that module has loaded.
 */
let storageErrorClass: StorageErrorClass | null = null;

export function registerStorageErrorClass(errorClass: StorageErrorClass): void {
  storageErrorClass = errorClass;
}

function isStorageError(error: unknown): error is Error & { inner?: unknown } {
  return storageErrorClass !== null && error instanceof storageErrorClass;
}

/** A full disk, whether IndexedDB (directly or inside a Dexie error) or the Cache API said so. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === QUOTA) return true;
  return isStorageError(error) && error.inner instanceof Error && error.inner.name === QUOTA;
}

/** Maps anything thrown by axios, zod or Dexie into an AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new AppError("offline", null, null, {}, { cause: error });
    const status = error.response.status;
    const body = errorBodySchema.safeParse(error.response.data);
    const message = body.success && body.data.messages.error.trim() !== "" ? body.data.messages.error : null;
    return new AppError(
      codeForStatus(status),
      message,
      status,
      body.success ? (body.data.fields ?? {}) : {},
      {
        cause: error,
      },
    );
  }
  if (isQuotaError(error)) return new AppError("quota-exceeded", null, null, {}, { cause: error });
  if (isStorageError(error)) return new AppError("storage", null, null, {}, { cause: error });
  if (error instanceof Error && error.name === "ZodError") {
    return new AppError("bad-response", null, null, {}, { cause: error });
  }
  return new AppError("unknown", null, null, {}, { cause: error });
}
