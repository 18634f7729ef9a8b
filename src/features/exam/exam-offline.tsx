import { useRevalidator } from "react-router";
import { fa } from "../../i18n/fa";
import { OfflineNotice } from "../../ui/offline-notice";
import { lessonPath } from "../../shared/route-paths";

/** An exam screen without a connection: it says an exam needs one, with retry and a way back. */
export function ExamOffline({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center font-medium text-neutral-700">{fa.examNeedsConnection}</p>
      <OfflineNotice
        backTo={lessonPath({ courseId, lessonId })}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
