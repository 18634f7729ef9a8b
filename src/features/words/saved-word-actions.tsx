import { wordsPath } from "../../shared/route-paths";
import { useState } from "react";
import { useNavigate } from "react-router";
import { removeBookmark, updateBookmark } from "../../data/bookmarks/bookmark-writes";
import type { BookmarkRow } from "../../data/db/rows";
import type { OutboxState } from "../../data/sync/outbox-state";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { notifyRemovedWithUndo } from "./removed-toast";

/**
 * The note box and the learned / not-learned / delete controls of a saved word. Every change is
 * written to the device at once and queued for the server, so all of it works offline. The box
 * shows the live note (another tab, a sync from another device) until the learner edits it; only
 * an edit is ever saved, so a stale box can never write old text over a newer note. `outbox`: the
 * signed-in user's.
 */
export function SavedWordActions({ bookmark, outbox }: { bookmark: BookmarkRow; outbox: OutboxState }) {
  const navigate = useNavigate();
  /** What the learner typed since the last save; null while the box follows the live note. */
  const [draft, setDraft] = useState<string | null>(null);
  const note = draft ?? bookmark.note;
  /**
   * What the changes did («یادداشت ذخیره شد», «به یادگرفته‌ها منتقل شد»), said beside the
   * controls and not as a toast: on a phone a toast sits at the bottom, over these very buttons
   * (a toast raised on blur would land under the finger that left the box; one raised by «یاد
   * گرفتم» would take the learner's next tap, on «حذف»).
   */
  const [noteSaved, setNoteSaved] = useState(false);
  /** The list the last learned / not-learned change moved the word to (true: learned), null before one. */
  const [movedTo, setMovedTo] = useState<boolean | null>(null);
  /** The note to send with a change: only when the learner edited it. */
  const edited = draft !== null && draft !== bookmark.note ? { note: draft } : {};
  /** Writes `changes` (the box goes back to following the live note); `saved` once written, an error as a toast. */
  const write = (changes: { note?: string; learned?: boolean }, saved: () => void) => {
    setDraft(null);
    updateBookmark(bookmark.id, changes, outbox).then(saved, (error: unknown) =>
      notify.error(describeError(error)),
    );
  };
  const saveNote = () => {
    if ("note" in edited) write(edited, () => setNoteSaved(true));
    else setDraft(null);
  };
  const setLearned = (learned: boolean) => {
    setMovedTo(null);
    write({ learned, ...edited }, () => setMovedTo(learned));
  };
  const remove = async () => {
    const before = { ...bookmark, ...edited };
    try {
      await removeBookmark(bookmark.id, outbox);
    } catch (error) {
      notify.error(describeError(error));
      return;
    }
    // The message (with its undo) belongs to the list the learner lands on, so it comes after the move.
    await navigate(wordsPath(bookmark.status), { replace: true });
    notifyRemovedWithUndo(before, outbox);
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
      <label htmlFor="saved-word-note" className="text-sm font-medium text-neutral-800">
        {fa.note}
      </label>
      <textarea
        id="saved-word-note"
        value={note}
        onChange={(event) => {
          setDraft(event.target.value);
          setNoteSaved(false);
        }}
        onBlur={saveNote}
        rows={4}
        maxLength={2000}
        dir="auto"
        placeholder={fa.notePlaceholder}
        className="rounded-xl border border-neutral-300 p-3 text-base leading-7"
      />
      <p role="status" className="min-h-5 text-sm text-neutral-700">
        {noteSaved ? <span>{fa.noteSaved}</span> : null}{" "}
        {movedTo === null ? null : <span>{movedTo ? fa.movedToLearned : fa.movedToLearning}</span>}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant={bookmark.learned ? "outline" : "primary"}
          onClick={() => setLearned(true)}
          disabled={bookmark.learned}
        >
          {fa.markLearned}
        </Button>
        <Button
          variant={bookmark.learned ? "primary" : "outline"}
          onClick={() => setLearned(false)}
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
