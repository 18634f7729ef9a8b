import { toAppError } from "../../data/app-error";
import { describeError } from "../../ui/describe-error";

/** What a form action answers when it does not redirect: a message for a toast, and field errors. */
export interface ActionFailure {
  ok: false;
  message: string;
  fields: Record<string, string>;
  /** Distinguishes two failures with the same text, so each one is announced. */
  at: number;
}

export function failure(message: string, fields: Record<string, string> = {}): ActionFailure {
  return { ok: false, message, fields, at: Date.now() };
}

/** A failed API call as an action result: the server's message, else what went wrong, in Persian. */
export function failureFrom(error: unknown): ActionFailure {
  return failure(describeError(error), toAppError(error).fields);
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
