import { type LoaderFunctionArgs, useParams } from "react-router";
import { requireParams } from "../../shared/require-params";
import { useBookmark } from "../../data/bookmarks/bookmark-queries";
import { useSavedWord } from "../../data/learning/word-detail";
import { useSession } from "../../data/session/use-session";
import { useUserSync } from "../../data/sync/user-sync-context";
import { fa } from "../../i18n/fa";
import { EmptyState } from "../../ui/empty-state";
import { Spinner } from "../../ui/spinner";
import { WordCard } from "../../ui/word/word-card";
import { SavedWordActions } from "./saved-word-actions";

export function savedWordLoader({ params }: LoaderFunctionArgs) {
  requireParams(params, ["bookmarkId", "wordId"]);
  return null;
}

/** A saved word: everything about it, its audio, the note, learned / not learned, and delete. */
export function SavedWordScreen() {
  const { bookmarkId = "", wordId = "" } = useParams();
  const bookmark = useBookmark(bookmarkId, wordId);
  const word = useSavedWord(bookmark, wordId);
  const { user } = useSession();
  const { outbox } = useUserSync();
  if (bookmark === undefined || word === undefined) return <Spinner className="mx-auto my-10" />;
  if (bookmark === null) return <EmptyState title={fa.bookmarkGone} />;
  if (word === null) return <EmptyState title={bookmark.word__name} text={fa.wordNotOnDevice} />;
  return (
    <div className="flex flex-col gap-4">
      <WordCard word={word} />
      {user ? <SavedWordActions key={bookmark.word_id} bookmark={bookmark} outbox={outbox} /> : null}
    </div>
  );
}
