import { Navigate, useParams } from "react-router";
import { useSectionWords } from "../../data/learning/queries";
import { useAwaitingSync, useSyncFocus } from "../../data/sync/sync-engine";
import { fa } from "../../i18n/fa";
import { ButtonLink, EmptyState, Spinner, SyncingNotice } from "../../ui";
import { lessonPath, type SectionPlace, wordPath } from "../../shared/route-paths";
import { afterWordPath } from "./after-word-path";
import { checkSection, useServerCheck } from "../../data/learning/server-check";
import { MissingContent } from "../../ui/missing-content";
import { BookmarkToggle } from "./bookmark-toggle";
import { WordStudy } from "./word-study";

/**
 * Word study (product-spec.md sections 2 and 4), read live from the device so it works offline.
 * Without a word id it opens the first word not yet completed; an unknown word id opens the first.
 */
export function StudyScreen() {
  const { courseId = "", lessonId = "", sectionId = "", wordId } = useParams();
  const path: SectionPlace = { courseId, lessonId, sectionId };
  const view = useSectionWords(sectionId);
  useSyncFocus(courseId, lessonId);
  const syncing = useAwaitingSync({ courseId, lessonId });
  // Nothing of the section on the device, and the sync cannot bring it: the server says whether it
  // exists and is bought.
  const lacking = view !== undefined && view.words.length === 0 && !view.lock?.locked && !syncing;
  const check = useServerCheck(lacking ? `${courseId}/${lessonId}/${sectionId}` : null, () =>
    checkSection(courseId, lessonId, sectionId),
  );

  if (view === undefined)
    return <Spinner size="lg" label={fa.loading} className="mx-auto my-10 text-primary-800" />;

  const { section, words, exams, lock } = view;
  const back = (
    <ButtonLink to={lessonPath(path)} variant="outline" fullWidth>
      {fa.studyBackToLesson}
    </ButtonLink>
  );
  // The lesson page's locks hold for a section opened by its URL too.
  if (lock?.locked && lock.reason === "not-completed")
    return <EmptyState title={fa.sectionLockedTitle} text={fa.sectionLockedText} action={back} />;
  const first = words[0];
  if (!first || lock?.locked) {
    if (!first && !lock?.locked && syncing) return <SyncingNotice />;
    const notBought = lock?.locked || (section !== null && !section.purchased);
    return (
      <MissingContent
        kind="section"
        state={notBought ? "not-purchased" : check === "found" ? null : check}
        offlineTitle={fa.studyNotSyncedTitle}
        offlineText={fa.studyNotSyncedText}
        back={back}
      />
    );
  }

  if (!wordId) {
    const start = words.find((w) => !w.is_completed) ?? first;
    return <Navigate to={wordPath(path, start.id)} replace />;
  }
  const index = words.findIndex((w) => w.id === wordId);
  const word = words[index];
  if (!word) return <Navigate to={wordPath(path, first.id)} replace />;

  const previous = words[index - 1];
  return (
    <div className="flex flex-col gap-4">
      {section?.name ? <h1 className="text-base font-bold text-neutral-700">{section.name}</h1> : null}
      <WordStudy
        key={word.id}
        word={word}
        index={index}
        total={words.length}
        nextUrl={afterWordPath(path, words[index + 1]?.id, exams[0]?.id)}
        previousUrl={previous ? wordPath(path, previous.id) : null}
        bookmarkSlot={<BookmarkToggle word={word} />}
      />
    </div>
  );
}
