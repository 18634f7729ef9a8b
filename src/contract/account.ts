import { z } from "zod";

import {
  hasNoControlChars,
  httpUrlSchema,
  idSchema,
  nonNegativeIntSchema,
  responseIdSchema,
} from "./common.js";

/** Audio, profile, upload and invite (api.md "Audio, profile, upload"). */

/** Which text of a word is spoken. */
export const voiceTargetSchema = z.enum(["translation.german", "example.german"]);
export type VoiceTarget = z.infer<typeof voiceTargetSchema>;

/** GET /api/words/voice?word_id=&target= answers audio bytes (`audio/wav` or `audio/mpeg`). */
export const voiceQuerySchema = z.object({ word_id: idSchema, target: voiceTargetSchema });
export type VoiceQuery = z.infer<typeof voiceQuerySchema>;

/** POST /api/words/voice answers the same audio. */
export const voiceBodySchema = z.object({ word_id: idSchema, target: voiceTargetSchema });
export type VoiceBody = z.infer<typeof voiceBodySchema>;

export const uploadDepartmentSchema = z.enum(["users-profile"]);
export type UploadDepartment = z.infer<typeof uploadDepartmentSchema>;

/** The non-file fields of POST /api/upload (multipart: `department`, `file`). */
export const uploadFieldsSchema = z.object({ department: uploadDepartmentSchema });
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** Uploads: JPEG, PNG or WebP judged by their bytes, 2 MB at most. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** `url` of the stored file: absolute, or a path on the API's origin. */
export const uploadAnswerSchema = z.object({ url: z.string().min(1) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** A one-line profile text: trimmed, no NUL or other control character (a 422, never a 5xx). */
const profileText = (max: number) =>
  z.string().trim().max(max).refine(hasNoControlChars, "no control characters");

/** An optional profile text: absent or null is stored as "". */
function optionalProfileText(max: number) {
  return profileText(max)
    .nullish()
    .transform((value) => value ?? "");
}

/** POST /api/user/profile */
export const profileBodySchema = z.object({
  name: profileText(60).pipe(z.string().min(1)),
  lastname: profileText(60).pipe(z.string().min(1)),
  city: optionalProfileText(60),
  qualification: optionalProfileText(80),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
export type ProfileBodyInput = z.input<typeof profileBodySchema>;

/** The user (answer of the profile edit). Names are null until the profile is completed. */
export const userSchema = z.object({
  id: responseIdSchema,
  mobile: z.string().nullable(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  qualification: z.string().nullable(),
  point: nonNegativeIntSchema,
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user/invite */
export const inviteSchema = z.object({ invite_link: httpUrlSchema });
export type Invite = z.infer<typeof inviteSchema>;
