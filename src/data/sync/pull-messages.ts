import { AppError, type AppErrorCode } from "../app-error";
import type { PullName } from "./sync-pulls";

/** A pull the page asks the sync worker for, with the token the page holds at that moment. */
export interface PullRequest {
  id: number;
  name: PullName;
  args: unknown[];
  token: string | null;
}

/** What a pull's failure carries across: the AppError's fields (an Error's class does not cross). */
export interface PullFailure {
  code: AppErrorCode;
  serverMessage: string | null;
  status: number | null;
  fields: Record<string, string>;
}

export type PullReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PullFailure };

export function toPullFailure(error: AppError): PullFailure {
  return { code: error.code, serverMessage: error.serverMessage, status: error.status, fields: error.fields };
}

export function fromPullFailure(failure: PullFailure): AppError {
  return new AppError(failure.code, failure.serverMessage, failure.status, failure.fields);
}
