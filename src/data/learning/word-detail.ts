import { useEffect, useState } from "react";
import { api } from "../api/api";
import type { BookmarkRow, WordRow } from "../db/rows";
import { useWordRow } from "./queries";

/**
 * The word a saved-word page shows: from the device when its course was synced (works offline),
 * otherwise fetched once from the server. `undefined` while looking; null when neither has it.
 */
export function useSavedWord(
  bookmark: BookmarkRow | null | undefined,
  wordId: string,
): WordRow | null | undefined {
  const local = useWordRow(wordId);
  const [remote, setRemote] = useState<{ id: string; word: WordRow | null } | null>(null);
  const needRemote = local === null && Boolean(bookmark);

  useEffect(() => {
    if (!needRemote || !bookmark) return;
    let cancelled = false;
    api
      .word(wordId, bookmark.id)
      .then(({ data: { bookmark: _bookmark, ...word } }) => {
        if (cancelled) return;
        setRemote({
          id: wordId,
          word: {
            ...word,
            section_id: bookmark.section_id,
            lesson_id: bookmark.lesson_id,
            course_id: bookmark.course_id,
            position: 0,
            pending: 0,
          },
        });
      })
      .catch(() => !cancelled && setRemote({ id: wordId, word: null }));
    return () => {
      cancelled = true;
    };
  }, [needRemote, bookmark, wordId]);

  if (local !== null) return local;
  if (!bookmark) return bookmark === undefined ? undefined : null;
  return remote?.id === wordId ? remote.word : undefined;
}
