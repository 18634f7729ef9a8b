import { Navigate, useParams, useSearchParams } from "react-router";
import { useSectionInHand, viewToShow } from "../../data/learning/lesson-in-hand";
import { sectionWordsView } from "../../data/learning/lesson-view";
import { useSectionWords } from "../../data/learning/queries";
import { useAwaitingSync, useSyncFocus } from "../../data/sync/use-sync";
import { fa } from "../../i18n/fa";
import { ButtonLink } from "../../ui/button-link";
import { EmptyState } from "../../ui/empty-state";
import { Spinner } from "../../ui/spinner";
import { SyncingNotice } from "../../ui/syncing-notice";
import { useSectionMisses } from "../../data/learning/section-misses";
import { lessonPath, type SectionPlace, wordPath } from "../../shared/route-paths";
import { afterSectionUrl, afterWordUrl, retryWordUrl, sectionEndUrl } from "./study-urls";
import { SectionEnd } from "./section-end";
import { checkSection, useServerCheck } from "../../data/learning/server-check";
import { MissingContent } from "../../ui/missing-content";
import { BookmarkToggle } from "./bookmark-toggle";
import { ScreenSnapshot } from "../../shared/screen-snapshot";
import { WordStudy } from "./word-study";

/**
 * Word study (product-spec.md sections 2 and 4), read live from the device so it works offline.
 * Without a word id it opens the first word not yet completed; an unknown word id opens the first.
 */
export function StudyScreen() {
  const { courseId = "", lessonId = "", sectionId = "", wordId } = useParams();
  const path: SectionPlace = { courseId, lessonId, sectionId };
  const stored = useSectionWords(sectionId);
  // A new device paints the card from the answers in hand while the sync stores them (decision 048).
  // While they are on the way (the device's database not loaded yet, decision 049), the section is
  // one the device does not hold yet: «syncing».
  const holds = Boolean(stored?.words.length);
  const inHand = useSectionInHand(path, !holds);
  const view = viewToShow(stored, holds, inHand, () => sectionWordsView(null, [], [], [], []));
  const [search] = useSearchParams();
  const storedMisses = useSectionMisses(sectionId);
  // A view that is not the device's own (from the answers in hand, or «syncing»): nothing missed yet.
  const misses = view !== stored ? (storedMisses ?? []) : storedMisses;
  useSyncFocus(courseId, lessonId);
  const syncing = useAwaitingSync({ courseId, lessonId });
  // Nothing of the section on the device, and the sync cannot bring it: the server says whether it
  // exists and is bought.
  const lacking = view !== undefined && view.words.length === 0 && !view.lock?.locked && !syncing;
  const check = useServerCheck(lacking ? `${courseId}/${lessonId}/${sectionId}` : null, () =>
    checkSection(courseId, lessonId, sectionId),
  );

  if (view === undefined || misses === undefined)
    return <Spinner size="lg" label={fa.loading} className="mx-auto my-10 text-primary-800" />;

  const { section, words, exams, lock, lessonLock } = view;
  const back = (
    <ButtonLink to={lessonPath(path)} variant="outline" fullWidth>
      {fa.studyBackToLesson}
    </ButtonLink>
  );
  // The course page's and the lesson page's locks hold for a section opened by its URL too.
  // What a word's path shows instead of its card ends the worker's snapshot of that card.
  const instead = <ScreenSnapshot forget />;
  if (lessonLock?.locked && lessonLock.reason === "not-completed")
    return (
      <>
        {instead}
        <EmptyState title={fa.lessonLockedTitle} text={fa.lessonLockedText} action={back} />
      </>
    );
  if (lock?.locked && lock.reason === "not-completed")
    return (
      <>
        {instead}
        <EmptyState title={fa.sectionLockedTitle} text={fa.sectionLockedText} action={back} />
      </>
    );
  const first = words[0];
  if (!first || lock?.locked) {
    if (!first && !lock?.locked && syncing) return <SyncingNotice />;
    const notBought = lock?.locked || (section !== null && !section.purchased);
    return (
      <>
        {instead}
        <MissingContent
          kind="section"
          state={notBought ? "not-purchased" : check === "found" ? null : check}
          offlineTitle={fa.studyNotSyncedTitle}
          offlineText={fa.studyNotSyncedText}
          back={back}
        />
      </>
    );
  }

  const missedWords = misses.flatMap((id) => words.filter((w) => w.id === id));
  if (!wordId && search.has("summary")) {
    const firstMissed = missedWords[0];
    return (
      <SectionEnd
        words={words}
        missed={missedWords}
        retryUrl={firstMissed ? retryWordUrl(path, firstMissed.id) : null}
        onwardUrl={afterSectionUrl(path, exams[0]?.id)}
        hasExam={exams[0] !== undefined}
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
  // Re-asking the missed words: the next one still missed after this, then the summary again.
  const retrying = search.has("retry");
  const nextMissed = missedWords.find(
    (w) => w.id !== word.id && missedWords.indexOf(w) > misses.indexOf(word.id),
  );
  const nextUrl = retrying
    ? nextMissed
      ? retryWordUrl(path, nextMissed.id)
      : sectionEndUrl(path)
    : afterWordUrl(path, words[index + 1]?.id);
  return (
    <div className="flex flex-col gap-4">
      <ScreenSnapshot />
      {section?.name ? <h1 className="text-base font-bold text-neutral-700">{section.name}</h1> : null}
      <WordStudy
        key={`${word.id}${retrying ? ":retry" : ""}`}
        word={word}
        index={index}
        total={words.length}
        nextUrl={nextUrl}
        freshSection={index === 0 && !retrying}
        previousUrl={previous ? wordPath(path, previous.id) : null}
        bookmarkSlot={<BookmarkToggle word={word} />}
      />
    </div>
  );
}
