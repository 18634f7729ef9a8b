import { useState } from "react";
import { useBookmarkOfWord } from "../../data/bookmarks/bookmark-queries";
import type { WordRow } from "../../data/db/rows";
import { loadLearnerWrites } from "../../data/load-learner-writes";
import { useSession } from "../../data/session/use-session";
import { useUserSync } from "../../data/sync/user-sync-context";
import { fa } from "../../i18n/fa";
import { describeError } from "../../ui/describe-error";

/**
 * Save or unsave the word being studied (works offline: the outbox sends it later). The icon's own
 * state (filled, aria-pressed, its label) is the feedback: no toast, which would cover «weiter» at the
 * bottom of the screen. A failure (the device could not store it) shows beside the icon.
 */
export function BookmarkToggle({ word }: { word: WordRow }) {
  const bookmark = useBookmarkOfWord(word.id);
  const { user } = useSession();
  const { outbox } = useUserSync();
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  // Its place is held while the device answers (on a new device the card can come first, from the
  // answers in hand): the card below it does not move down when it appears.
  if (bookmark === undefined)
    return <span aria-hidden="true" className="block size-11" data-bookmark-pending="" />;
  const saved = bookmark !== null;

  const toggle = async () => {
    setError(null);
    try {
      const { removeBookmark, saveBookmark } = await loadLearnerWrites();
      if (bookmark) await removeBookmark(bookmark.id, outbox);
      else await saveBookmark(word, outbox);
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  return (
    <div className="flex items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={saved}
        aria-label={saved ? fa.bookmarkRemove : fa.bookmarkAdd}
        className={`flex size-11 items-center justify-center rounded-full ring-1 transition-colors ${
          saved
            ? "bg-warning-100 text-warning-700 ring-warning-300"
            : "bg-white text-neutral-600 ring-neutral-300"
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
