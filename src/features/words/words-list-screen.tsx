import { useState } from "react";
import { type LoaderFunctionArgs, redirect, useParams } from "react-router";
import { requireParams } from "../../shared/require-params";
import { wordsPath } from "../../shared/route-paths";
import type { BookmarkStatus } from "../../data/bookmarks/bookmark-queries";
import { useBookmarkSearch } from "../../data/bookmarks/bookmark-search";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { EmptyState } from "../../ui/empty-state";
import { Spinner } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";
import { SavedWordsList } from "./saved-words-list";
import { SEARCH_DEBOUNCE_MS, useDebounced } from "./use-debounced";

const isStatus = (value: string): value is BookmarkStatus => value === "learning" || value === "learned";

export function wordsListLoader({ params }: LoaderFunctionArgs) {
  const { status } = requireParams(params, ["status"], "Status not provided!");
  if (!isStatus(status)) return redirect(wordsPath());
  return null;
}

/** A numbered, searchable list of saved words of one status (searched on the device, offline too). */
export function WordsListScreen() {
  const status = (useParams().status ?? "learning") as BookmarkStatus;
  const [query, setQuery] = useState("");
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const search = useBookmarkSearch(status, settled);
  const rows = search?.rows;
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
      <p role="status" className="text-sm text-neutral-600">
        {search?.complete && search.rows.length > 0
          ? format(fa.wordsCount, { count: toPersianDigits(search.rows.length) })
          : ""}
      </p>
      {rows === undefined ? (
        <Spinner className="mx-auto my-10" />
      ) : rows.length === 0 ? (
        settled.trim() ? (
          <EmptyState title={fa.noMatchTitle} text={format(fa.noMatchText, { query: settled.trim() })} />
        ) : (
          <EmptyState title={fa.noSavedWordsTitle} text={fa.noSavedWordsText} />
        )
      ) : (
        <SavedWordsList key={status} rows={rows} label={title} complete={search?.complete ?? false} />
      )}
    </div>
  );
}
