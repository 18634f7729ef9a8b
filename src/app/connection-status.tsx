import { useEffect, useState } from "react";
import { usePendingWrites } from "../data/learning/queries";
import { recheckSession } from "../data/session/session-store";
import { useSession } from "../data/session/use-session";
import { useSyncSelect } from "../data/sync/use-sync";
import { toPersianDigits } from "../domain/digits";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { Icon } from "../ui/icon";

function useNavigatorOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * The top bar's small indicator: offline, and how many changes wait to reach the server. Offline
 * also when the network is there but nothing answers (the session check or a sync timed out); a
 * sync that gets through checks a session held offline again.
 */
export function ConnectionStatus() {
  const online = useNavigatorOnline();
  const lastSuccessAt = useSyncSelect((state) => state.lastSuccessAt);
  const syncOffline = useSyncSelect((state) => state.lastErrorCode === "offline");
  const session = useSession();
  const pending = usePendingWrites();
  const sessionOffline = session.status === "signed-in" && session.offline;
  useEffect(() => {
    if (lastSuccessAt !== null) void recheckSession();
  }, [lastSuccessAt]);
  const offline = !online || syncOffline || sessionOffline;
  if (!offline && pending === 0) return null;
  return (
    <div className="flex items-center gap-1.5 text-xs font-medium" role="status">
      {offline ? (
        <span className="flex items-center gap-1 whitespace-nowrap rounded-full bg-neutral-200 px-2 py-1 text-neutral-800">
          <Icon name="offline" className="size-4" />
          {fa.offlineBadge}
        </span>
      ) : null}
      {pending > 0 ? (
        <span
          className="whitespace-nowrap rounded-full bg-warning-100 px-2 py-1 text-warning-900"
          data-testid="pending-writes"
          title={format(fa.pendingChanges, { count: toPersianDigits(pending) })}
        >
          <span aria-hidden="true">↻ {toPersianDigits(pending)}</span>
          <span className="sr-only">{format(fa.pendingChanges, { count: toPersianDigits(pending) })}</span>
        </span>
      ) : null}
    </div>
  );
}
