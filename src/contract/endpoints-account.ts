import {
  inviteSchema,
  profileBodySchema,
  uploadAnswerSchema,
  uploadFieldsSchema,
  userSchema,
  voiceBodySchema,
  voiceQuerySchema,
} from "./account.js";
import { apiData } from "./common.js";
import type { EndpointDef } from "./endpoint-def.js";

/** The endpoint registry's part for api.md's "Audio, profile, upload" (composed in endpoints.ts). */
export const accountEndpoints = {
  voice: {
    method: "GET",
    path: "/api/words/voice",
    query: voiceQuerySchema,
    response: null,
    produces: "audio",
  },
  voiceByBody: {
    method: "POST",
    path: "/api/words/voice",
    body: voiceBodySchema,
    response: null,
    produces: "audio",
  },
  upload: {
    method: "POST",
    path: "/api/upload",
    body: uploadFieldsSchema,
    response: apiData(uploadAnswerSchema),
    multipart: true,
  },
  profile: {
    method: "POST",
    path: "/api/user/profile",
    body: profileBodySchema,
    response: apiData(userSchema),
  },
  invite: { method: "GET", path: "/api/user/invite", response: apiData(inviteSchema) },
} as const satisfies Record<string, EndpointDef>;
