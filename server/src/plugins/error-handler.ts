import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { HttpError } from "../errors.js";

const GENERIC_ERROR = "خطایی رخ داده است";
const INVALID_INPUT = "اطلاعات ارسال‌شده معتبر نیست.";

function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * One place turns every thrown error into the contract's error body. 4xx keep their message;
 * 5xx are logged and answered with a generic text so no internals leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      return reply.code(error.statusCode).send({
        messages: { error: error.message },
        ...(error.extra.fields ? { fields: error.extra.fields } : {}),
      });
    }
    if (error instanceof ZodError) {
      return reply.code(422).send({ messages: { error: INVALID_INPUT }, fields: zodFields(error) });
    }
    const statusCode = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limits.
      const message =
        statusCode === 413
          ? "حجم اطلاعات ارسال‌شده بیش از حد مجاز است."
          : statusCode === 429
            ? "تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید."
            : statusCode === 415
              ? "نوع محتوای ارسال‌شده پشتیبانی نمی‌شود."
              : INVALID_INPUT;
      return reply.code(statusCode).send({ messages: { error: message } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ messages: { error: GENERIC_ERROR } });
  });
}
