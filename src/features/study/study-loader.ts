import { data, type LoaderFunctionArgs } from "react-router";

/**
 * Checks the route's params only: the words come from Dexie (live) in the screen, so the loader
 * never waits for the network and the screen opens offline.
 */
export function studyLoader({ params }: Pick<LoaderFunctionArgs, "params">): null {
  const { courseId, lessonId, sectionId } = params;
  if (!courseId?.trim() || !lessonId?.trim() || !sectionId?.trim()) {
    throw data("Needed params not provided!", { status: 400 });
  }
  return null;
}
