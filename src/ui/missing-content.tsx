import type { ReactNode } from "react";
import { fa } from "../i18n/fa";
import { ButtonLink } from "./button-link";
import { EmptyState } from "./empty-state";
import { Spinner } from "./spinner";

export type MissingKind = "course" | "lesson" | "section" | "post";
/** What is known of something the device does not hold (see useServerCheck). */
export type MissingState = "checking" | "not-found" | "not-purchased" | null;

const NOT_FOUND: Record<MissingKind, string> = {
  course: fa.courseNotFound,
  lesson: fa.lessonNotFound,
  section: fa.sectionNotFound,
  post: fa.postNotFound,
};

/**
 * Says what is really the case about a course, lesson, section or post the screen cannot show: it
 * is being asked for, it does not exist, it is not bought (with the buy button), or (offline, or the
 * server did not answer) it is not on this device yet, in the caller's words (`offlineText`).
 */
export function MissingContent({
  kind,
  state,
  offlineTitle = fa.nothingYet,
  offlineText,
  back,
}: {
  kind: MissingKind;
  state: MissingState;
  offlineTitle?: string;
  offlineText: string;
  /** The way back (a ButtonLink), shown under every message. */
  back?: ReactNode;
}) {
  if (state === "checking")
    return <Spinner size="lg" label={fa.loadingContent} className="mx-auto my-10 text-primary-800" />;
  if (state === "not-found")
    return <EmptyState title={NOT_FOUND[kind]} text={fa.notFoundText} action={back} />;
  if (state === "not-purchased")
    return (
      <EmptyState
        title={fa.notPurchasedTitle}
        text={fa.notPurchasedText}
        action={
          <>
            <ButtonLink to="/subscription" fullWidth>
              {fa.buyCourse}
            </ButtonLink>
            {back}
          </>
        }
      />
    );
  return <EmptyState title={offlineTitle} text={offlineText} action={back} />;
}
