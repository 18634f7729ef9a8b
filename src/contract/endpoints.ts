import { z } from "zod";

import {
  inviteSchema,
  profileBodySchema,
  uploadAnswerSchema,
  uploadFieldsSchema,
  userSchema,
  voiceBodySchema,
  voiceQuerySchema,
} from "./account.js";
import {
  authCheckAnswerSchema,
  authMethodsAnswerSchema,
  changePasswordBodySchema,
  loginBodySchema,
  oauthCallbackQuerySchema,
  requestSmsAnswerSchema,
  requestSmsBodySchema,
  smsCodeParamsSchema,
  smsIntentParamsSchema,
  tokenAnswerSchema,
  verifySmsAnswerSchema,
  verifySmsBodySchema,
} from "./auth.js";
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
import { apiData, emptyAnswerSchema } from "./common.js";
import {
  courseParamsSchema,
  courseSchema,
  coursesQuerySchema,
  courseSummarySchema,
  lessonParamsSchema,
  lessonQuerySchema,
  lessonSchema,
  postParamsSchema,
  postSchema,
  postSummarySchema,
  sectionParamsSchema,
  sectionQuerySchema,
  sectionSchema,
  settingsSchema,
  wordParamsSchema,
  wordQuerySchema,
  wordSchema,
} from "./content.js";
import type { EndpointDef } from "./endpoint-def.js";
import { reviewEndpoints } from "./review-endpoints.js";
import {
  examAnswerBodySchema,
  examAnswerResultSchema,
  examCompleteAnswerSchema,
  examProcessSchema,
  examStartAnswerSchema,
  examStartBodySchema,
  processParamsSchema,
} from "./exams.js";
import {
  cartSchema,
  discountCodeParamsSchema,
  factorParamsSchema,
  factorSchema,
  gatewayParamsSchema,
  licenseParamsSchema,
  licenseSchema,
  payAnswerSchema,
  paymentVerifyAnswerSchema,
  paymentVerifyQuerySchema,
} from "./store.js";

export const endpoints = {
  // Auth
  authCheck: { method: "GET", path: "/api/auth/check", response: authCheckAnswerSchema },
  login: {
    method: "POST",
    path: "/auth/login",
    body: loginBodySchema,
    response: tokenAnswerSchema,
    auth: "none",
  },
  oauthRedirect: {
    method: "GET",
    path: "/auth/oauth/redirect",
    response: null,
    auth: "none",
    successStatus: [302],
    produces: "redirect",
  },
  authMethods: { method: "GET", path: "/auth/methods", response: authMethodsAnswerSchema, auth: "none" },
  oauthCallback: {
    method: "GET",
    path: "/auth/oauth",
    query: oauthCallbackQuerySchema,
    response: tokenAnswerSchema,
    auth: "none",
  },
  requestSmsCode: {
    method: "POST",
    path: "/auth/request_sms_code/:intent",
    params: smsIntentParamsSchema,
    body: requestSmsBodySchema,
    response: requestSmsAnswerSchema,
    auth: "optional",
    successStatus: [200, 201],
  },
  verifySmsCode: {
    method: "POST",
    path: "/auth/verify_sms_code/:code",
    params: smsCodeParamsSchema,
    body: verifySmsBodySchema,
    response: verifySmsAnswerSchema,
    auth: "optional",
  },
  changePassword: {
    method: "POST",
    path: "/auth/change_password",
    body: changePasswordBodySchema,
    response: emptyAnswerSchema,
  },
  logout: { method: "GET", path: "/auth/logout", response: emptyAnswerSchema },

  // Content
  settings: { method: "GET", path: "/api/app/settings", response: apiData(settingsSchema) },
  blogPosts: { method: "GET", path: "/api/blog/posts", response: apiData(z.array(postSummarySchema)) },
  blogPost: {
    method: "GET",
    path: "/api/blog/posts/:postId",
    params: postParamsSchema,
    response: apiData(postSchema),
  },
  courses: {
    method: "GET",
    path: "/api/courses/courses",
    query: coursesQuerySchema,
    response: apiData(z.array(courseSummarySchema)),
  },
  course: {
    method: "GET",
    path: "/api/courses/courses/:courseId",
    params: courseParamsSchema,
    query: coursesQuerySchema,
    response: apiData(courseSchema),
  },
  teacherLesson: {
    method: "GET",
    path: "/api/teacher/courses/lessons/:lessonId",
    params: lessonParamsSchema,
    query: lessonQuerySchema,
    response: apiData(lessonSchema),
  },
  teacherSection: {
    method: "GET",
    path: "/api/teacher/courses/sections/:sectionId",
    params: sectionParamsSchema,
    query: sectionQuerySchema,
    response: apiData(sectionSchema),
  },
  teacherWord: {
    method: "GET",
    path: "/api/teacher/courses/words/:wordId",
    params: wordParamsSchema,
    query: wordQuerySchema,
    response: apiData(wordSchema),
  },

  // Exams
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

  // Saved words and progress
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

  // Audio, profile, upload
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

  // Store and payment
  licenses: { method: "GET", path: "/api/store/licenses", response: apiData(z.array(licenseSchema)) },
  cartModify: {
    method: "GET",
    path: "/api/store/cart/modify/:licenseId/1",
    params: licenseParamsSchema,
    response: apiData(cartSchema),
  },
  cartItems: { method: "GET", path: "/api/store/cart/items", response: apiData(cartSchema) },
  cartApplyDiscount: {
    method: "GET",
    path: "/api/store/cart/apply_discount/:code",
    params: discountCodeParamsSchema,
    response: apiData(cartSchema),
  },
  payCart: {
    method: "GET",
    path: "/api/payment/pay/cart/:gateway",
    params: gatewayParamsSchema,
    response: apiData(payAnswerSchema),
  },
  payCartGift: {
    method: "GET",
    path: "/api/payment/pay/cart/:gateway/1",
    params: gatewayParamsSchema,
    response: apiData(payAnswerSchema),
  },
  paymentVerify: {
    method: "GET",
    path: "/api/payment/verify/:factorNo",
    params: factorParamsSchema,
    query: paymentVerifyQuerySchema,
    response: apiData(paymentVerifyAnswerSchema),
  },
  factors: { method: "GET", path: "/api/payment/factors", response: apiData(z.array(factorSchema)) },

  // Spaced review (docs/api-review.md)
  ...reviewEndpoints,
} as const satisfies Record<string, EndpointDef>;
