import { z } from "zod";
import {
  bookmarkCreateAnswerSchema,
  bookmarkCreateBodySchema,
  bookmarkParamsSchema,
  bookmarkPatchBodySchema,
  bookmarkSchema,
  bookmarksQuerySchema,
  completeSectionAnswerSchema,
  completeSectionBodySchema,
} from "./bookmarks.js";
import { apiData } from "./common.js";
import type { EndpointDef } from "./endpoint-def.js";

/** The endpoint registry's part for api.md's "Saved words and progress" (composed in endpoints.ts). */
export const progressEndpoints = {
  bookmarkCreate: {
    method: "POST",
    path: "/api/courses/words/bookmarks",
    body: bookmarkCreateBodySchema,
    response: apiData(bookmarkCreateAnswerSchema),
  },
  bookmarkUpdate: {
    method: "PATCH",
    path: "/api/courses/words/bookmarks/:bookmarkId",
    params: bookmarkParamsSchema,
    body: bookmarkPatchBodySchema,
    response: apiData(bookmarkSchema),
  },
  bookmarkDelete: {
    method: "DELETE",
    path: "/api/courses/words/bookmarks/:bookmarkId",
    params: bookmarkParamsSchema,
    response: null,
    successStatus: [204],
    produces: "no-content",
  },
  bookmarks: {
    method: "GET",
    path: "/api/courses/words/bookmarks",
    query: bookmarksQuerySchema,
    response: apiData(z.array(bookmarkSchema)),
  },
  completeSection: {
    method: "POST",
    path: "/api/course/status/complete_section",
    body: completeSectionBodySchema,
    response: apiData(completeSectionAnswerSchema),
  },
} as const satisfies Record<string, EndpointDef>;
