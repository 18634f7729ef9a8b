import { defaultRangeExtractor, type Range, useWindowVirtualizer } from "@tanstack/react-virtual";
import { type FocusEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useWordGlances } from "../../data/bookmarks/bookmark-queries";
import type { BookmarkRow } from "../../data/db/rows";
import { fa } from "../../i18n/fa";
import { useWordsAudio } from "../../ui/word/use-word-audio";
import { SavedWordRow } from "./saved-word-row";

/** A row with its gap, before it is measured (two lines of text in a 64 px link, and 8 px below). */
export const ROW_ESTIMATE_PX = 80;
/** Rows rendered beyond each edge of the screen, so scrolling and Tab always find the next row ready. */
const OVERSCAN = 8;

/**
 * The saved words as a numbered list that renders only the rows on screen (and a few beyond), so
 * 10,000 of them open and filter as fast as 10. It is still a real list to assistive technology:
 * each item says its place and the list's size, and the row that has keyboard focus stays rendered
 * while it is scrolled away. The window scrolls, as on every other screen. `complete`: false while
 * only the first screenful is read; the list's size is then unknown to assistive technology (-1),
 * not the screenful's.
 */
export function SavedWordsList({
  rows,
  label,
  complete,
}: {
  rows: readonly BookmarkRow[];
  label: string;
  complete: boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [listTop, setListTop] = useState(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedIndex = focusedId === null ? -1 : rows.findIndex((r) => r.id === focusedId);

  // Where the list starts on the page (the title and search box are above it), again whenever
  // the screen around it changes size (a font loading, the text growing).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const place = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setListTop((now) => (Math.abs(now - top) < 1 ? now : top));
    };
    place();
    if (typeof ResizeObserver === "undefined" || !element.parentElement) return;
    const observer = new ResizeObserver(place);
    observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    getItemKey: (index) => rows[index]?.id ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const shownWordIds = useMemo(() => items.flatMap((item) => rows[item.index]?.word_id ?? []), [items, rows]);
  const words = useWordGlances(shownWordIds);
  const { playing, play } = useWordsAudio();
  const onPlay = useCallback(
    (wordId: string, text: string) => void play(wordId, "translation.german", text),
    [play],
  );

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const item = event.target.closest<HTMLElement>("li[data-id]");
    setFocusedId(item?.dataset.id ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
      setFocusedId(null);
  };

  return (
    <>
      <ol
        ref={list}
        aria-label={label}
        onFocus={onFocus}
        onBlur={onBlur}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-id={row.id}
              aria-posinset={item.index + 1}
              aria-setsize={complete ? rows.length : -1}
              className="absolute inset-x-0 top-0 pb-2"
              style={{ transform: `translateY(${item.start - listTop}px)` }}
            >
              <SavedWordRow
                bookmark={row}
                word={words?.get(row.word_id)}
                index={item.index}
                playing={playing?.wordId === row.word_id}
                onPlay={onPlay}
              />
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {playing ? fa.studyPlaying : ""}
      </p>
    </>
  );
}
