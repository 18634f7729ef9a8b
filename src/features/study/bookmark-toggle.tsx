import { useBookmarkOfWord } from "../../data/bookmarks/bookmark-queries";
import { removeBookmark, saveBookmark } from "../../data/bookmarks/bookmark-writes";
import type { WordRow } from "../../data/db/rows";
import { useSession } from "../../data/session/use-session";
import { fa } from "../../i18n/fa";
import { describeError, notify } from "../../ui";

/** Save or unsave the word being studied (works offline: the outbox sends it later). */
export function BookmarkToggle({ word }: { word: WordRow }) {
  const bookmark = useBookmarkOfWord(word.id);
  const { user } = useSession();
  if (bookmark === undefined || !user) return null;
  const saved = bookmark !== null;

  const toggle = async () => {
    const pending = notify.pending(saved ? fa.bookmarkRemoving : fa.bookmarkAdding, {
      id: `bookmark-${word.id}`,
    });
    try {
      if (bookmark) await removeBookmark(bookmark.id, user.sub);
      else await saveBookmark(word, user.sub);
      pending.success(saved ? fa.bookmarkRemoved : fa.bookmarkAdded);
    } catch (error) {
      pending.error(describeError(error));
    }
  };

  return (
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
  );
}
