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

export function codeForStatus(status: number): AppErrorCode {
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

/** Maps an HTTP client's error to an AppError, or gives null for an error that is not the client's. */
type HttpErrorMapper = (error: unknown) => AppError | null;

/**
 * The HTTP client's error mapping (axios errors: src/data/api/http-error.ts), registered by the
 * client when it loads, so this module, which the entry loads, does not import axios or the
 * contract's schemas: an axios error cannot exist before the client has loaded.
 */
let httpErrorMapper: HttpErrorMapper | null = null;

export function registerHttpErrorMapper(mapper: HttpErrorMapper): void {
  httpErrorMapper = mapper;
}

/** Maps anything thrown by axios, zod or Dexie into an AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fromHttp = httpErrorMapper?.(error);
  if (fromHttp) return fromHttp;
  if (isQuotaError(error)) return new AppError("quota-exceeded", null, null, {}, { cause: error });
  if (isStorageError(error)) return new AppError("storage", null, null, {}, { cause: error });
  if (error instanceof Error && error.name === "ZodError") {
    return new AppError("bad-response", null, null, {}, { cause: error });
  }
  return new AppError("unknown", null, null, {}, { cause: error });
}
