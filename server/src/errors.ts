/** An error meant for the client: its status and its (Persian) message travel in the error body. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "لطفاً دوباره وارد شوید.") => new HttpError(401, message);
export const notFound = (message = "یافت نشد.") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError(422, message, fields ? { fields } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
