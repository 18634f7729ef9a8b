import { data, type LoaderFunctionArgs } from "react-router";
import { api } from "../../data/api/api";
import { requireParams } from "../../shared/require-params";
import { EXAM_PLACE_KEYS } from "./exam-paths";
import { loadOnline } from "../../data/api/load-online";

/**
 * The exam (from its section, live) and the picture shown before an exam. The picture is optional:
 * if the settings fail, the page shows a placeholder. An exam the section does not list is a 404.
 */
export async function startLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const place = requireParams(params, EXAM_PLACE_KEYS);
  return loadOnline(async () => {
    const [{ data: section }, settings] = await Promise.all([
      api.section(place.courseId, place.lessonId, place.sectionId),
      api.settings().catch(() => null),
    ]);
    const exam = section.exams.find((e) => e.id === place.examId);
    if (!exam) throw data("Exam not found", { status: 404 });
    return { exam, image: settings?.data.configs.LINK_IMAGE_USER_BEFORE_START_EXAM ?? null };
  });
}
