import type { SmsIntent } from "../../contract/auth";
import type { EndpointBody, EndpointQuery } from "../../contract/endpoint-types";
import { request, requestWithStatus } from "./request";
import { TIMEOUT_MS } from "./timeouts";

type Body<N extends Parameters<typeof request>[0]> = NonNullable<EndpointBody<N>>;
type Query<N extends Parameters<typeof request>[0]> = NonNullable<EndpointQuery<N>>;

const ORDERED = { order_by: "order", order: "asc" } as const;

/** One typed function per endpoint of api.md; each parses its answer with the contract. */
export const api = {
  // Auth
  authCheck: () => request("authCheck", { timeout: TIMEOUT_MS.authCheck }),
  login: (body: Body<"login">) => request("login", { body }),
  authMethods: () => request("authMethods"),
  oauthCallback: (query: Record<string, string>) => request("oauthCallback", { query }),
  /** `alreadyVerified`: the server answered 201 (a code for this mobile and intent was already verified). */
  requestSmsCode: async (intent: SmsIntent, body: Body<"requestSmsCode">) => {
    const { status, data } = await requestWithStatus("requestSmsCode", { params: { intent }, body });
    return { resendSeconds: data, alreadyVerified: status === 201 };
  },
  verifySmsCode: (code: string, body: Body<"verifySmsCode">) =>
    request("verifySmsCode", { params: { code }, body }),
  changePassword: (body: Body<"changePassword">, headers?: Record<string, string>) =>
    request("changePassword", { body, ...(headers ? { headers } : {}) }),
  logout: () => request("logout"),

  // Content
  settings: () => request("settings"),
  blogPost: (postId: string) => request("blogPost", { params: { postId } }),
  courses: () => request("courses", { query: ORDERED }),
  course: (courseId: string) => request("course", { params: { courseId }, query: ORDERED }),
  lesson: (courseId: string, lessonId: string) =>
    request("teacherLesson", { params: { lessonId }, query: { course_id: courseId } }),
  section: (courseId: string, lessonId: string, sectionId: string) =>
    request("teacherSection", { params: { sectionId }, query: { course_id: courseId, lesson_id: lessonId } }),
  word: (wordId: string, bookmarkId?: string) =>
    request("teacherWord", { params: { wordId }, query: bookmarkId ? { bookmark_id: bookmarkId } : {} }),

  // Exams
  examStart: (body: Body<"examStart">) => request("examStart", { body }),
  examProcess: (processId: string) => request("examProcess", { params: { processId } }),
  examAnswer: (processId: string, body: Body<"examAnswer">) =>
    request("examAnswer", { params: { processId }, body }),
  examComplete: (processId: string) => request("examComplete", { params: { processId } }),

  // Saved words (their writes and progress go through the outbox, over fetch)
  bookmarks: (query: Query<"bookmarks"> = {}) => request("bookmarks", { query }),

  // Spaced review (docs/api-review.md): pushes go through the outbox; logs are pulled by sync (review-pull.ts)
  reviewSettings: () => request("reviewSettings"),

  // Audio, profile, upload, invite
  voice: (query: Query<"voice">) => request("voice", { query, responseType: "blob" }),
  upload: (file: Blob, fileName = "picture") => {
    const form = new FormData();
    form.append("department", "users-profile");
    form.append("file", file, fileName);
    return request("upload", { body: form, timeout: TIMEOUT_MS.upload });
  },
  profile: (body: Body<"profile">) => request("profile", { body }),
  invite: () => request("invite"),

  // Store and payment
  licenses: () => request("licenses"),
  cartModify: (licenseId: string) => request("cartModify", { params: { licenseId } }),
  cartItems: () => request("cartItems"),
  cartApplyDiscount: (code: string) => request("cartApplyDiscount", { params: { code } }),
  payCart: (gateway: string) => request("payCart", { params: { gateway } }),
  payCartGift: (gateway: string) => request("payCartGift", { params: { gateway } }),
  paymentVerify: (factorNo: string, query: Record<string, string>) =>
    request("paymentVerify", { params: { factorNo }, query }),
  factors: () => request("factors"),
};
