import { useFailingWrites, useRefusedWrites } from "../data/learning/queries";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { Button } from "../ui/button";

/** The outbox loads on the first dismissal (it is not needed to paint the frame). */
const dismiss = (key: string) =>
  import("../data/sync/outbox").then(({ dismissRefusedEntry }) => dismissRefusedEntry(key));

/**
 * Changes the server refused: shown until the learner has read them, never dropped in silence. And
 * changes that keep failing at the server: shown while they are retried, so nothing waits unseen.
 */
export function RefusedWrites() {
  const refused = useRefusedWrites();
  const failing = useFailingWrites();
  if (refused.length === 0 && failing.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" aria-live="polite">
      {failing.map((entry) => (
        <li
          key={entry.key}
          role="status"
          className="flex flex-col gap-1 rounded-2xl bg-warning-100 p-3 text-warning-900 ring-1 ring-warning-200"
        >
          <p className="text-sm font-medium">{format(fa.changeFailing, { what: entry.label })}</p>
          <p className="text-sm">{fa.changeFailingReason}</p>
        </li>
      ))}
      {refused.map((entry) => (
        <li
          key={entry.key}
          role="alert"
          className="flex flex-col gap-2 rounded-2xl bg-error-50 p-3 text-error-900 ring-1 ring-error-200"
        >
          <p className="text-sm font-medium">{format(fa.changeRefused, { what: entry.label })}</p>
          {entry.refusal?.message ? (
            <p className="text-sm">{format(fa.changeRefusedReason, { reason: entry.refusal.message })}</p>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => void dismiss(entry.key)}>
            {fa.dismiss}
          </Button>
        </li>
      ))}
    </ul>
  );
}
