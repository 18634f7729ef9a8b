import { wordsPath } from "../../shared/route-paths";
import { Link } from "react-router";
import { useBookmarkCounts } from "../../data/bookmarks/bookmark-queries";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Spinner } from "../../ui/spinner";

const TILES = [
  { status: "learning", label: fa.learningWords, tone: "bg-primary-50 text-primary-900 ring-primary-200" },
  { status: "learned", label: fa.learnedWords, tone: "bg-green-50 text-green-900 ring-green-200" },
] as const;

/** The saved-words hub: two tiles with live counts, learning and learned. */
export function WordsHubScreen() {
  const counts = useBookmarkCounts();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{fa.savedWords}</h1>
      {counts === undefined ? (
        <Spinner className="mx-auto my-10" />
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {TILES.map((tile) => (
            <li key={tile.status}>
              <Link
                to={wordsPath(tile.status)}
                className={`flex min-h-32 flex-col justify-between rounded-3xl p-4 ring-1 ${tile.tone}`}
              >
                <span className="text-lg font-bold">{tile.label}</span>
                <span
                  className="text-3xl font-bold"
                  aria-label={format(fa.wordsCount, { count: toPersianDigits(counts[tile.status]) })}
                >
                  {toPersianDigits(counts[tile.status])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
