import type { LoaderFunctionArgs } from "react-router";
import { api } from "../../data/api/api";
import { requireParams } from "../../shared/require-params";
import { loadOnline } from "../../data/api/load-online";

/** The section's exams with their high scores, from the live API (exams are online only). */
export async function examsLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const { courseId, lessonId, sectionId } = requireParams(params, ["courseId", "lessonId", "sectionId"]);
  return loadOnline(async () => {
    const { data: section } = await api.section(courseId, lessonId, sectionId);
    return { section };
  });
}
