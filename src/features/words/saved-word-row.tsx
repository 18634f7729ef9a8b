import { memo } from "react";
import { savedWordPath } from "../../shared/route-paths";
import { Link } from "react-router";
import type { WordGlance } from "../../data/bookmarks/bookmark-queries";
import type { BookmarkRow } from "../../data/db/rows";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { AudioButton } from "../../ui/word/audio-button";
import { ARTICLE_TEXT, articleOf, germanOf } from "../../ui/word/word-display";

export type SavedWordRowProps = {
  bookmark: BookmarkRow;
  /** The word itself when its course is on this device (article and meaning); absent otherwise. */
  word: WordGlance | undefined;
  /** 0-based place in the list (shown from 1, in Persian digits). */
  index: number;
  playing: boolean;
  onPlay: (wordId: string, text: string) => void;
};

/**
 * One saved word: a link to it (its number, the article in its gender colour and the German word,
 * the Persian meaning and the note) and a button that plays it. Works without the word on the
 * device too: then the saved name alone, and the device's voice if the recording is not cached.
 */
export const SavedWordRow = memo(function SavedWordRow({
  bookmark,
  word,
  index,
  playing,
  onPlay,
}: SavedWordRowProps) {
  const article = word ? articleOf(word) : null;
  const german = (word && germanOf(word)) || bookmark.word__name;
  const meaning = word?.translation.persian.trim() ?? "";
  const spoken = article ? `${article} ${german}` : german;
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-white pe-2 shadow-sm ring-1 ring-neutral-200">
      <Link
        to={savedWordPath(bookmark.id, bookmark.word_id)}
        className="flex min-h-16 min-w-0 flex-1 items-center gap-3 rounded-2xl py-2 ps-3"
      >
        <span aria-hidden="true" className="w-8 shrink-0 text-center text-sm font-bold text-neutral-600">
          {toPersianDigits(index + 1)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span dir="ltr" lang="de" className="truncate text-end font-latin text-lg font-semibold">
            {article ? (
              <>
                <span className={ARTICLE_TEXT[article]}>{article}</span>{" "}
              </>
            ) : null}
            {german}
          </span>{" "}
          {meaning || bookmark.note ? (
            <span className="truncate text-sm text-neutral-700">
              {meaning}
              {meaning && bookmark.note ? " · " : null}
              {bookmark.note ? <bdi className="text-neutral-600">{bookmark.note}</bdi> : null}
            </span>
          ) : null}
        </span>
      </Link>
      <AudioButton
        iconOnly
        label={format(fa.savedWordListen, { word: spoken })}
        playing={playing}
        onPlay={() => onPlay(bookmark.word_id, german)}
      />
    </div>
  );
});
