import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES, uploadFieldsSchema } from "../../../../src/contract/account.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { users } from "../../db/schema.js";
import { badRequest, HttpError, unprocessable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { UndecodableImageError } from "../../services/sharp-images.js";
import { defineRoute } from "../../http/define-route.js";
import { deleteUpload, saveUpload } from "../../services/upload-store.js";
import {
  type ImageProblem,
  newUploadName,
  storedUploadName,
  UPLOADS_URL_PREFIX,
  uploadContentType,
} from "../../services/uploads.js";

export const uploadMessages = {
  tooLarge: "حجم تصویر باید حداکثر ۲ مگابایت باشد.",
  notMultipart: "تصویر را به صورت فرم (multipart/form-data) بفرستید.",
  badBody: "بدنهٔ درخواست ناقص یا نامعتبر است.",
  noFile: "فایلی فرستاده نشده یا فایل خالی است.",
  badFields: "اطلاعات ارسال‌شده معتبر نیست.",
  unsupported: "فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.",
  corrupt: "فایل تصویر خراب یا ناقص است.",
  tooManyPixels: "ابعاد تصویر بیش از حد بزرگ است.",
} as const;

const PROBLEMS: Record<ImageProblem, HttpError> = {
  empty: new HttpError(422, uploadMessages.noFile, { fields: { file: uploadMessages.noFile } }),
  unsupported: new HttpError(415, uploadMessages.unsupported, {
    fields: { file: uploadMessages.unsupported },
  }),
  corrupt: new HttpError(422, uploadMessages.corrupt, { fields: { file: uploadMessages.corrupt } }),
  "too-many-pixels": new HttpError(422, uploadMessages.tooManyPixels, {
    fields: { file: uploadMessages.tooManyPixels },
  }),
};

/** Multipart limits: one file of 2 MB, a few short fields. */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 256,
  parts: 6,
  headerPairs: 20,
} as const;

/** The multipart errors of @fastify/multipart and busboy, by code, as the contract's answers. */
function multipartError(error: unknown): HttpError | null {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new HttpError(413, uploadMessages.tooLarge, { fields: { file: uploadMessages.tooLarge } });
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_PROTO_VIOLATION":
      return unprocessable(uploadMessages.badFields);
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new HttpError(415, uploadMessages.notMultipart);
    default:
      return null;
  }
}

/** Reads the parts: the one `file` (into memory, 2 MB at most) and the text fields. */
async function readParts(
  request: FastifyRequest,
): Promise<{ file: Buffer | null; fields: Record<string, string> }> {
  let file: Buffer | null = null;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file !== null) {
          part.file.resume();
          throw unprocessable(uploadMessages.badFields, { [part.fieldname]: uploadMessages.badFields });
        }
        file = await part.toBuffer();
      } else if (typeof part.value === "string") {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else while reading the body is the body's fault (busboy: "Unexpected end of multipart
    // data", "Boundary not found", a malformed part header…): a 400, not a 5xx.
    request.log.info({ err: error }, "unreadable multipart body");
    throw multipartError(error) ?? badRequest(uploadMessages.badBody);
  }
  return { file, fields: Object.fromEntries(fields) };
}

/**
 * POST /api/upload (multipart: `department=users-profile`, `file`) → {data:{url}}. The file is judged
 * by its bytes (JPEG, PNG or WebP; anything else 415), refused when empty, over 2 MB (413) or
 * declaring too many pixels (422) before anything decodes it, then stored in the database under a
 * random name; the user's picture becomes its URL (the next auth/check token carries it) and the
 * previous uploaded picture is deleted, all in one transaction.
 */
export function uploadRoute(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(
    app,
    endpoints.upload,
    async ({ user, request }) => {
      if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
      const { file, fields } = await readParts(request);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw unprocessable(uploadMessages.badFields, { department: uploadMessages.badFields });
      if (!file || file.length === 0) throw PROBLEMS.empty;

      const inspection = ctx.images.inspect(file);
      if (!inspection.ok) throw PROBLEMS[inspection.problem];
      const bytes = await ctx.images.prepare(file, inspection.image).catch((error: unknown) => {
        // Bytes whose header looked right but that do not decode are a corrupt image, not a 5xx.
        if (error instanceof UndecodableImageError) throw PROBLEMS.corrupt;
        throw error;
      });
      const name = newUploadName(inspection.image.format);
      const url = `${UPLOADS_URL_PREFIX}${name}`;
      // The picture, the user's row and the removal of the previous picture are one transaction.
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ picture: users.picture })
          .from(users)
          .where(eq(users.id, user.id))
          .for("no key update");
        await saveUpload(tx, { name, userId: user.id, contentType: uploadContentType(name), bytes });
        await tx.update(users).set({ picture: url, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
        const previous = storedUploadName(before?.picture ?? null);
        if (previous) await deleteUpload(tx, previous, user.id);
      });
      return { data: { url } };
    },
    { rateLimit: { max: 20, timeWindow: "1 minute" } },
  );
}
