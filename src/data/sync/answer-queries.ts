/** The query of the course list and of a course: courses and lessons in their order. */
export const ORDERED = { order_by: "order", order: "asc" } as const;

/** The query of a lesson's answer: the course it is opened in. */
export const lessonQuery = (courseId: string) => ({ course_id: courseId });
