import { useState } from "react";
import { useNavigate } from "react-router";
import { removeBookmark, updateBookmark } from "../../data/bookmarks/bookmark-writes";
import type { BookmarkRow } from "../../data/db/rows";
import { fa } from "../../i18n/fa";
import { Button, describeError, notify } from "../../ui";

/**
 * The note box and the learned / not-learned / delete controls of a saved word. Every change is
 * written to the device at once and queued for the server, so all of it works offline.
 */
export function SavedWordActions({ bookmark, userId }: { bookmark: BookmarkRow; userId: string }) {
  const navigate = useNavigate();
  const [note, setNote] = useState(bookmark.note);
  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notify.error(describeError(error));
    }
  };
  const saveNote = () => {
    if (note !== bookmark.note) void run(() => updateBookmark(bookmark.id, { note }, userId), fa.noteSaved);
  };
  const remove = async () => {
    const pending = notify.pending(fa.bookmarkRemoving, { id: `bookmark-${bookmark.id}` });
    try {
      await removeBookmark(bookmark.id, userId);
      pending.success(fa.bookmarkRemoved);
      void navigate(`/words/${bookmark.status}`, { replace: true });
    } catch (error) {
      pending.error(describeError(error));
    }
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
      <label htmlFor="saved-word-note" className="text-sm font-medium text-neutral-800">
        {fa.note}
      </label>
      <textarea
        id="saved-word-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onBlur={saveNote}
        rows={4}
        maxLength={2000}
        dir="auto"
        placeholder={fa.notePlaceholder}
        className="rounded-xl border border-neutral-300 p-3 text-base leading-7"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant={bookmark.learned ? "outline" : "primary"}
          onClick={() =>
            void run(() => updateBookmark(bookmark.id, { learned: true, note }, userId), fa.movedToLearned)
          }
          disabled={bookmark.learned}
        >
          {fa.markLearned}
        </Button>
        <Button
          variant={bookmark.learned ? "primary" : "outline"}
          onClick={() =>
            void run(() => updateBookmark(bookmark.id, { learned: false, note }, userId), fa.movedToLearning)
          }
          disabled={!bookmark.learned}
        >
          {fa.markNotLearned}
        </Button>
      </div>
      <Button variant="danger" onClick={() => void remove()}>
        {fa.bookmarkRemove}
      </Button>
    </section>
  );
}
