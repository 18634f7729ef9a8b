import { isAxiosError } from "axios";
import { errorBodySchema } from "../../contract/common";
import { AppError, codeForStatus } from "../app-error";

/**
 * An axios error as an AppError: no answer is "offline"; an answer gives the code for its status,
 * with the server's (Persian) message and per-field texts when its body follows api.md. Anything
 * else is not an axios error: null.
 */
export function axiosErrorToAppError(error: unknown): AppError | null {
  if (!isAxiosError(error)) return null;
  if (!error.response) return new AppError("offline", null, null, {}, { cause: error });
  const status = error.response.status;
  const body = errorBodySchema.safeParse(error.response.data);
  const message = body.success && body.data.messages.error.trim() !== "" ? body.data.messages.error : null;
  return new AppError(codeForStatus(status), message, status, body.success ? (body.data.fields ?? {}) : {}, {
    cause: error,
  });
}
