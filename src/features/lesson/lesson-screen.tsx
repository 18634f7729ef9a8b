import { memo, useState } from "react";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { requireParams } from "../../shared/require-params";
import { useLessonInHand, viewToShow } from "../../data/learning/lesson-in-hand";
import { lessonView } from "../../data/learning/lesson-view";
import { type SectionWithLock, useLesson } from "../../data/learning/queries";
import { useAwaitingSync, useSyncFocus } from "../../data/sync/use-sync";
import { toPersianDigits } from "../../domain/digits";
import { finalScore } from "../../domain/exam-score";
import type { LockReason } from "../../domain/locks";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { checkLesson, useServerCheck } from "../../data/learning/server-check";
import { ButtonLink } from "../../ui/button-link";
import { EmptyState } from "../../ui/empty-state";
import { Icon } from "../../ui/icon";
import { LazyLockDialog } from "../../ui/lazy-lock-dialog";
import { LockMark } from "../../ui/lock-mark";
import { Spinner } from "../../ui/spinner";
import { SyncingNotice } from "../../ui/syncing-notice";
import { MissingContent } from "../../ui/missing-content";
import { coursePath, examsPath, wordPath } from "../../shared/route-paths";
import { ScreenSnapshot } from "../../shared/screen-snapshot";
import { sameData } from "../../domain/same-data";

export function lessonLoader({ params }: LoaderFunctionArgs) {
  requireParams(params, ["courseId", "lessonId"], "CourseId or lessonId not provided!");
  return null;
}

/**
 * One section's row. Drawn again only when its data changes: the lesson's view is made anew on each
 * answer of the device, and a first sync redrew every row three times.
 */
const SectionItem = memo(function SectionItem({
  section,
  path,
  onLocked,
}: {
  section: SectionWithLock;
  path: { courseId: string; lessonId: string };
  onLocked: (reason: LockReason) => void;
}) {
  const place = { ...path, sectionId: section.id };
  const counts = format(fa.wordsDone, {
    done: toPersianDigits(section.done_word_count),
    total: toPersianDigits(section.word_count),
  });
  const head = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-800">
        {section.lock.locked ? (
          <LockMark />
        ) : section.is_completed ? (
          <Icon name="star" className="size-5" />
        ) : (
          toPersianDigits(section.order)
        )}
      </span>
      <span className="flex flex-1 flex-col">
        <span className="font-bold">{section.name}</span>
        <span className="text-sm text-neutral-600">{section.purchased ? counts : fa.locked}</span>
      </span>
    </>
  );
  const rowClasses = "flex min-h-14 flex-1 items-center gap-3 text-start";
  return (
    <div
      // A locked section is set apart by its background, not by opacity (which would fade its text below 4.5:1).
      className={`flex items-center gap-2 rounded-2xl p-3 shadow-sm ring-1 ring-neutral-200 ${section.lock.locked ? "bg-neutral-100" : "bg-white"}`}
    >
      {section.lock.locked ? (
        <button
          type="button"
          className={rowClasses}
          onClick={() => section.lock.locked && onLocked(section.lock.reason)}
        >
          {head}
          <span className="sr-only">{fa.locked}</span>
        </button>
      ) : (
        <Link to={wordPath(place)} className={rowClasses}>
          {head}
        </Link>
      )}
      {!section.lock.locked && section.exams.length > 0 ? (
        <ButtonLink to={examsPath(place)} variant="outline" size="sm">
          {fa.exam}
        </ButtonLink>
      ) : null}
    </div>
  );
}, sameData);

/** A lesson: its sections (by order) with done/total word counts, locks, an exam button, the final score. */
export function LessonScreen() {
  const { courseId = "", lessonId = "" } = useParams();
  const stored = useLesson(lessonId);
  // A new device paints from the answers in hand while the sync stores them (decision 048); while
  // they are on the way (the device's database not loaded yet, decision 049), the lesson is one the
  // device does not hold yet: «syncing».
  const holds = Boolean(stored?.sections.length);
  const inHand = useLessonInHand(courseId, lessonId, !holds);
  const view = viewToShow(stored, holds, inHand, () => lessonView(null, [], [], []));
  const [lockReason, setLockReason] = useState<LockReason | null>(null);
  useSyncFocus(courseId, lessonId);
  const syncing = useAwaitingSync({ courseId, lessonId });
  // Not on the device once the sync can no longer bring it: the server says whether it exists and is bought.
  const lacking = view !== undefined && !view.lesson && view.sections.length === 0 && !syncing;
  const check = useServerCheck(lacking ? `${courseId}/${lessonId}` : null, () =>
    checkLesson(courseId, lessonId),
  );
  if (view === undefined) return <Spinner className="mx-auto my-10" />;
  // A bought lesson's sections come with its own pull, after the course has listed it: its name
  // (from the course's answer) shows meanwhile, so a deep link says at once where it leads. Until
  // the course has come, the title's line is held, so the notice does not move down when it comes
  // (Lighthouse saw a shift of 0.011 on a new device's lesson link).
  if (view.sections.length === 0 && syncing)
    return (
      <div className="flex flex-col gap-5">
        {view.lesson ? (
          <h1 className="text-2xl font-bold">{view.lesson.name}</h1>
        ) : (
          <div aria-hidden="true" className="h-8" />
        )}
        <SyncingNotice />
      </div>
    );
  const back = (
    <ButtonLink to={coursePath(courseId)} variant="outline" fullWidth>
      {fa.backToCourse}
    </ButtonLink>
  );
  // What the lesson's path shows instead of its sections ends the worker's snapshot of them.
  const instead = <ScreenSnapshot forget />;
  if (view.lesson && !view.lesson.purchased)
    return (
      <>
        {instead}
        <MissingContent kind="lesson" state="not-purchased" offlineText="" back={back} />
      </>
    );
  // The course page's locks hold for a lesson opened by its URL too.
  if (view.lessonLock?.locked && view.lessonLock.reason === "not-completed")
    return (
      <>
        {instead}
        <EmptyState title={fa.lessonLockedTitle} text={fa.lessonLockedText} action={back} />
      </>
    );
  if (!view.lesson && view.sections.length === 0)
    return (
      <>
        {instead}
        <MissingContent
          kind="lesson"
          state={check === "found" ? null : check}
          offlineText={fa.courseNotSynced}
          back={back}
        />
      </>
    );
  const score = finalScore(view.sections.flatMap((s) => s.exams));
  return (
    <div className="flex flex-col gap-5">
      <ScreenSnapshot />
      <h1 className="text-2xl font-bold">{view.lesson?.name}</h1>
      {score > 0 ? (
        <p className="rounded-2xl bg-green-50 p-3 font-medium text-green-800">
          {format(fa.finalScore, { score: toPersianDigits(score) })}
        </p>
      ) : null}
      <section aria-labelledby="sections-title" className="flex flex-col gap-3">
        <h2 id="sections-title" className="text-lg font-bold">
          {fa.sectionsOfLesson}
        </h2>
        <ul className="flex flex-col gap-3">
          {view.sections.map((section) => (
            <li key={section.id}>
              <SectionItem section={section} path={{ courseId, lessonId }} onLocked={setLockReason} />
            </li>
          ))}
        </ul>
      </section>
      <LazyLockDialog kind="section" reason={lockReason} onClose={() => setLockReason(null)} />
    </div>
  );
}
