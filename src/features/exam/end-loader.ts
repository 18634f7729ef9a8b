import type { LoaderFunctionArgs } from "react-router";
import { requireParams } from "../../shared/require-params";
import { EXAM_PLACE_KEYS } from "./exam-paths";

/** The end page loads nothing (completing is the learner's press); it only checks its params. */
export function endLoader({ params }: Pick<LoaderFunctionArgs, "params">): null {
  requireParams(params, [...EXAM_PLACE_KEYS, "processId"]);
  return null;
}
