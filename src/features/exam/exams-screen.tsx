import { useLoaderData, useParams } from "react-router";
import { toPersianDigits } from "../../domain/digits";
import { finalScore } from "../../domain/exam-score";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { EmptyState } from "../../ui/empty-state";
import { ExamCard } from "./exam-card";
import { ExamOffline } from "./exam-offline";
import { examStartPath } from "../../shared/route-paths";
import type { examsLoader } from "./exams-loader";

/** /exams/{courseId}/{lessonId}/{sectionId}: the section's exams with their high scores and the final score. */
export function ExamsScreen() {
  const loaded = useLoaderData<typeof examsLoader>();
  const { courseId = "", lessonId = "", sectionId = "" } = useParams();
  if (loaded.offline) return <ExamOffline courseId={courseId} lessonId={lessonId} />;
  const { section } = loaded;
  const score = finalScore(section.exams);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-neutral-600">{section.name}</p>
        <h1 className="text-2xl font-bold">{fa.examListTitle}</h1>
      </div>
      {score > 0 ? (
        <p className="rounded-2xl bg-green-50 p-3 font-medium text-green-800">
          {format(fa.examSectionScore, { score: toPersianDigits(score) })}
        </p>
      ) : null}
      {section.exams.length === 0 ? (
        <EmptyState title={fa.examNoExams} />
      ) : (
        <ul className="flex flex-col gap-3">
          {section.exams.map((exam) => (
            <li key={exam.id}>
              <ExamCard
                exam={exam}
                startTo={examStartPath({ courseId, lessonId, sectionId, examId: exam.id })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
