import { apiData } from "./common.js";
import type { EndpointDef } from "./endpoint-def.js";
import {
  reviewLogsPageSchema,
  reviewLogsPushAnswerSchema,
  reviewLogsPushBodySchema,
  reviewLogsQuerySchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
} from "./review.js";

/** Spaced review's calls (docs/api-review.md), spread into the endpoint registry. */
export const reviewEndpoints = {
  reviewLogsPush: {
    method: "POST",
    path: "/api/review/logs",
    body: reviewLogsPushBodySchema,
    response: apiData(reviewLogsPushAnswerSchema),
  },
  reviewLogs: {
    method: "GET",
    path: "/api/review/logs",
    query: reviewLogsQuerySchema,
    response: apiData(reviewLogsPageSchema),
  },
  reviewSettings: {
    method: "GET",
    path: "/api/review/settings",
    response: apiData(reviewSettingsSchema),
  },
  reviewSettingsUpdate: {
    method: "POST",
    path: "/api/review/settings",
    body: reviewSettingsBodySchema,
    response: apiData(reviewSettingsSchema),
  },
} as const satisfies Record<string, EndpointDef>;
