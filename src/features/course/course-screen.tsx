import { memo, useState } from "react";
import { lessonPath } from "../../shared/route-paths";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { requireParams } from "../../shared/require-params";
import { useCourseInHand, viewToShow } from "../../data/learning/lesson-in-hand";
import { courseView } from "../../data/learning/lesson-view";
import { type LessonWithLock, useCourse } from "../../data/learning/queries";
import { useAwaitingSync, useSyncFocus } from "../../data/sync/use-sync";
import { toPersianDigits } from "../../domain/digits";
import type { LockReason } from "../../domain/locks";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { checkCourse, useServerCheck } from "../../data/learning/server-check";
import { ButtonLink } from "../../ui/button-link";
import { Icon } from "../../ui/icon";
import { Image16x9 } from "../../ui/image-16x9";
import { LazyLockDialog } from "../../ui/lazy-lock-dialog";
import { LockMark } from "../../ui/lock-mark";
import { Spinner } from "../../ui/spinner";
import { SyncingNotice } from "../../ui/syncing-notice";
import { MissingContent } from "../../ui/missing-content";
import { ScreenSnapshot } from "../../shared/screen-snapshot";
import { sameData } from "../../domain/same-data";
import { DownloadPanel } from "./download-panel";

export function courseLoader({ params }: LoaderFunctionArgs) {
  requireParams(params, ["courseId"], "CourseId not provided!");
  return null;
}

/**
 * One lesson's row. Drawn again only when its data changes: the course's view is made anew on each
 * answer of the device, and a first sync redrew every row about five times.
 */
const LessonItem = memo(function LessonItem({
  lesson,
  courseId,
  onLocked,
}: {
  lesson: LessonWithLock;
  courseId: string;
  onLocked: (r: LockReason) => void;
}) {
  const counts = format(fa.sectionsDone, {
    done: toPersianDigits(lesson.done_sections_count),
    total: toPersianDigits(lesson.sections_count),
  });
  // Only a lesson not bought wears a padlock; a bought one waiting for the previous lesson keeps its
  // number (so a purchase visibly opens lessons) and says what it waits for.
  const notPurchased = lesson.lock.locked && lesson.lock.reason === "not-purchased";
  const waiting = lesson.lock.locked && lesson.lock.reason === "not-completed";
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-800">
        {notPurchased ? (
          <LockMark />
        ) : lesson.is_completed ? (
          <Icon name="star" className="size-5" />
        ) : (
          toPersianDigits(lesson.position + 1)
        )}
      </span>
      <span className="flex flex-1 flex-col">
        <span className="font-bold">{lesson.name}</span>
        <span className="text-sm text-neutral-600">{waiting ? fa.lessonAfterPrevious : counts}</span>
      </span>
      {notPurchased ? <span className="sr-only">{fa.locked}</span> : null}
    </>
  );
  const classes = `flex min-h-16 w-full items-center gap-3 rounded-2xl bg-white p-3 text-start shadow-sm ring-1 ring-neutral-200 ${
    lesson.lock.locked ? "opacity-70" : ""
  }`;
  if (lesson.lock.locked) {
    const reason = lesson.lock.reason;
    return (
      <button type="button" className={classes} onClick={() => onLocked(reason)}>
        {body}
      </button>
    );
  }
  return (
    <Link to={lessonPath({ courseId, lessonId: lesson.id })} className={classes}>
      {body}
    </Link>
  );
}, sameData);

/** A course: its lessons with done/total section counts and locks, and download for offline. */
export function CourseScreen() {
  const { courseId = "" } = useParams();
  const stored = useCourse(courseId);
  // A new device paints the course from its answer in hand while the sync stores it (decision 048);
  // while it is on the way (the device's database not loaded yet, decision 049): «syncing».
  const holds = Boolean(stored?.course);
  const inHand = useCourseInHand(courseId, !holds);
  const view = viewToShow(stored, holds, inHand, () => courseView(null, []));
  const [lockReason, setLockReason] = useState<LockReason | null>(null);
  useSyncFocus(courseId);
  const syncing = useAwaitingSync({ courseId });
  // Not on the device once the sync can no longer bring it: the server says whether it exists.
  const check = useServerCheck(view !== undefined && !view.course && !syncing ? courseId : null, () =>
    checkCourse(courseId),
  );
  if (view === undefined) return <Spinner className="mx-auto my-10" />;
  if (!view.course && syncing) return <SyncingNotice />;
  if (!view.course)
    return (
      <>
        {/* A course missing here ends the worker's snapshot of its path. */}
        <ScreenSnapshot forget />
        <MissingContent
          kind="course"
          state={check === "found" ? null : check}
          offlineText={fa.courseNotSynced}
          back={
            <ButtonLink to="/" variant="outline" fullWidth>
              {fa.backToHome}
            </ButtonLink>
          }
        />
      </>
    );
  return (
    <div className="flex flex-col gap-5">
      <ScreenSnapshot />
      <Image16x9 src={view.course.image_link} alt="" loading="eager" />
      <h1 className="text-2xl font-bold">{view.course.name}</h1>
      {/* Near the top, where a learner about to go offline finds it without scrolling. */}
      <DownloadPanel courseId={courseId} />
      <section aria-labelledby="lessons-title" className="flex flex-col gap-3">
        <h2 id="lessons-title" className="text-lg font-bold">
          {fa.lessonsOfCourse}
        </h2>
        <ul className="flex flex-col gap-3">
          {view.lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonItem lesson={lesson} courseId={courseId} onLocked={setLockReason} />
            </li>
          ))}
        </ul>
      </section>
      <LazyLockDialog kind="lesson" reason={lockReason} onClose={() => setLockReason(null)} />
    </div>
  );
}
