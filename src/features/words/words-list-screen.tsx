import { useState } from "react";
import { data, Link, type LoaderFunctionArgs, redirect, useParams } from "react-router";
import { type BookmarkStatus, useBookmarkSearch } from "../../data/bookmarks/bookmark-queries";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { EmptyState, Spinner, TextField } from "../../ui";
import { SEARCH_DEBOUNCE_MS, useDebounced } from "./use-debounced";

export { SEARCH_DEBOUNCE_MS };

const isStatus = (value: string): value is BookmarkStatus => value === "learning" || value === "learned";

export function wordsListLoader({ params }: LoaderFunctionArgs) {
  const status = params.status?.trim();
  if (!status) throw data("Status not provided!", { status: 400 });
  if (!isStatus(status)) return redirect("/words");
  return null;
}

/** A numbered, searchable list of saved words of one status (searched on the device, offline too). */
export function WordsListScreen() {
  const status = (useParams().status ?? "learning") as BookmarkStatus;
  const [query, setQuery] = useState("");
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const rows = useBookmarkSearch(status, settled);
  const title = status === "learned" ? fa.learnedWords : fa.learningWords;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <search>
        <TextField
          label={fa.searchWords}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={fa.searchPlaceholder}
          dir="auto"
          autoComplete="off"
          enterKeyHint="search"
        />
      </search>
      {rows === undefined ? (
        <Spinner className="mx-auto my-10" />
      ) : rows.length === 0 ? (
        settled.trim() ? (
          <EmptyState title={fa.noMatchTitle} text={format(fa.noMatchText, { query: settled.trim() })} />
        ) : (
          <EmptyState title={fa.noSavedWordsTitle} text={fa.noSavedWordsText} />
        )
      ) : (
        <ol className="flex flex-col gap-2" aria-label={title}>
          {rows.map((row, index) => (
            <li key={row.id}>
              <Link
                to={`/words/word/${encodeURIComponent(row.id)}/${encodeURIComponent(row.word_id)}`}
                className="flex min-h-14 items-center gap-3 rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-neutral-200"
              >
                <span className="w-8 shrink-0 text-center text-sm font-bold text-neutral-500">
                  {toPersianDigits(index + 1)}
                </span>
                <span className="flex-1 font-latin text-lg font-semibold" dir="ltr" lang="de">
                  <bdi>{row.word__name}</bdi>
                </span>
                {row.note ? (
                  <span className="line-clamp-1 max-w-32 text-xs text-neutral-500">{row.note}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
