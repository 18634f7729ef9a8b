import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { studyLoader } from "./study-loader";

function thrown(params: Record<string, string | undefined>): unknown {
  try {
    studyLoader({ params });
  } catch (error) {
    return error;
  }
  return null;
}

describe("studyLoader", () => {
  it("accepts the three ids, with or without a word id", () => {
    expect(studyLoader({ params: { courseId: "c1", lessonId: "l1", sectionId: "s1" } })).toBeNull();
    expect(
      studyLoader({ params: { courseId: "c1", lessonId: "l1", sectionId: "s1", wordId: "w1" } }),
    ).toBeNull();
  });

  it.each([
    { lessonId: "l1", sectionId: "s1" },
    { courseId: "c1", sectionId: "s1" },
    { courseId: "c1", lessonId: "l1" },
    { courseId: " ", lessonId: "l1", sectionId: "s1" },
  ])("throws a 400 when one is missing or blank: %o", (params) => {
    const error = thrown(params);
    expect(isRouteErrorResponse(error)).toBe(false); // a data() result, not yet a response
    expect(error).toMatchObject({ data: "Needed params not provided!", init: { status: 400 } });
  });
});
