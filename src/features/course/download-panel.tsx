import { useState } from "react";
import { toAppError } from "../../data/app-error";
import type { DownloadProgress } from "../../data/learning/download-course";
import { useLastSynced } from "../../data/learning/queries";
import { toPersianDigits } from "../../domain/digits";
import { formatPersianDateTime } from "../../domain/persian-date";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";

type State =
  | { kind: "idle" }
  | { kind: "running"; progress: DownloadProgress }
  | { kind: "done" }
  | { kind: "failed"; message: string };

/** "Download for offline": every open lesson, its images and audio, with n-of-m progress. */
export function DownloadPanel({ courseId }: { courseId: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const lastSynced = useLastSynced(courseId);

  const start = async () => {
    setState({ kind: "running", progress: { done: 0, total: 0 } });
    try {
      // Loaded when asked (it stores in the device's database): the course paints without it.
      const { downloadCourse } = await import("../../data/learning/download-course");
      await downloadCourse(courseId, (progress) => setState({ kind: "running", progress }));
      setState({ kind: "done" });
    } catch (error) {
      const quota = toAppError(error).code === "quota-exceeded";
      setState({ kind: "failed", message: quota ? describeError(error) : fa.downloadFailed });
    }
  };

  const progress = state.kind === "running" ? state.progress : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
      <Button variant="secondary" fullWidth loading={state.kind === "running"} onClick={() => void start()}>
        {fa.downloadForOffline}
      </Button>
      {progress ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-label={fa.downloadForOffline}
            className="h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div
              className="h-full rounded-full bg-primary-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-neutral-600">
            {format(fa.downloading, {
              done: toPersianDigits(progress.done),
              total: toPersianDigits(progress.total),
            })}
          </p>
        </div>
      ) : null}
      {state.kind === "done" ? (
        <p role="status" className="text-sm font-medium text-green-700">
          {fa.downloadDone}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {state.message}
        </p>
      ) : null}
      {lastSynced ? (
        <p className="text-xs text-neutral-500">
          {format(fa.lastSynced, { time: formatPersianDateTime(lastSynced) })}
        </p>
      ) : null}
    </section>
  );
}
