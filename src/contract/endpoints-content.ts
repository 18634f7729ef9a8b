import { z } from "zod";
import { apiData } from "./common.js";
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

/** The endpoint registry's part for api.md's "Content" (composed in endpoints.ts). */
export const contentEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
