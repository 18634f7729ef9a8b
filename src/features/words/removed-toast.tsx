import { useState } from "react";
import { restoreBookmark } from "../../data/bookmarks/bookmark-restore";
import type { BookmarkRow } from "../../data/db/rows";
import type { OutboxState } from "../../data/sync/outbox-state";
import { fa } from "../../i18n/fa";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";

/** The removal's message with its undo button; one tap restores the word as it was. */
function Removed({ bookmark, outbox }: { bookmark: BookmarkRow; outbox: OutboxState }) {
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await restoreBookmark(bookmark, outbox);
      notify.success(fa.bookmarkRestored, { id: `bookmark-restored-${bookmark.id}` });
    } catch (error) {
      notify.error(describeError(error));
    }
  };
  return (
    <span className="flex items-center justify-between gap-3">
      <span>{fa.bookmarkRemoved}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void undo()}
        className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-primary-800 hover:bg-primary-50"
      >
        {fa.bookmarkUndo}
      </button>
    </span>
  );
}

/**
 * Says the word was removed, with «بازگرداندن» for as long as the toast shows. `bookmark` is the row
 * as it was before the removal (its note and learned state come back with it). The toast shows
 * outside the signed-in frame, so it is given the user's `outbox` rather than reading it there.
 */
export function notifyRemovedWithUndo(bookmark: BookmarkRow, outbox: OutboxState): void {
  notify.success(<Removed bookmark={bookmark} outbox={outbox} />, { id: `bookmark-removed-${bookmark.id}` });
}
