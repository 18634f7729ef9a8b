import { apiData } from "./common.js";
import {
  examAnswerBodySchema,
  examAnswerResultSchema,
  examCompleteAnswerSchema,
  examProcessSchema,
  examStartAnswerSchema,
  examStartBodySchema,
  processParamsSchema,
} from "./exams.js";
import type { EndpointDef } from "./endpoint-def.js";

/** The endpoint registry's part for api.md's "Exams" (composed in endpoints.ts). */
export const examEndpoints = {
  examStart: {
    method: "POST",
    path: "/api/user/exam/answer",
    body: examStartBodySchema,
    response: apiData(examStartAnswerSchema),
  },
  examProcess: {
    method: "GET",
    path: "/api/user/exam/answer/:processId",
    params: processParamsSchema,
    response: apiData(examProcessSchema),
  },
  examAnswer: {
    method: "POST",
    path: "/api/user/exam/answer/:processId",
    params: processParamsSchema,
    body: examAnswerBodySchema,
    response: apiData(examAnswerResultSchema),
  },
  examComplete: {
    method: "POST",
    path: "/api/user/exam/complete/:processId",
    params: processParamsSchema,
    response: apiData(examCompleteAnswerSchema),
  },
} as const satisfies Record<string, EndpointDef>;
