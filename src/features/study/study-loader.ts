import type { LoaderFunctionArgs } from "react-router";
import { requireParams } from "../../shared/require-params";

/**
 * Checks the route's params only: the words come from Dexie (live) in the screen, so the loader
 * never waits for the network and the screen opens offline.
 */
export function studyLoader({ params }: Pick<LoaderFunctionArgs, "params">): null {
  requireParams(params, ["courseId", "lessonId", "sectionId"]);
  return null;
}
