/**
 * A course answer's ETag that starts with this (inside its quotes) covers every lesson answer of that
 * course for the same user: while the course answers 304, none of its lessons changed either
 * (docs/decisions/025-course-tag-covers-lessons.md). A tag without it says nothing about the lessons.
 */
export const COURSE_TAG_MARK = "with-lessons.";
