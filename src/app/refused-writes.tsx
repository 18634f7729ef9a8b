import { dismissRefusedEntry } from "../data/sync/outbox";
import { useRefusedWrites } from "../data/learning/queries";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { Button } from "../ui";

/** Changes the server refused: shown until the learner has read them, never dropped in silence. */
export function RefusedWrites() {
  const refused = useRefusedWrites();
  if (refused.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" aria-live="polite">
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
          <Button size="sm" variant="outline" onClick={() => void dismissRefusedEntry(entry.key)}>
            {fa.dismiss}
          </Button>
        </li>
      ))}
    </ul>
  );
}
