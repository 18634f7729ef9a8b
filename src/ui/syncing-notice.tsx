import { fa } from "../i18n/fa";
import { Spinner } from "./spinner";

/** What a screen shows while sync may still bring its data (instead of «not on this device»). */
export function SyncingNotice() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-neutral-700">
      <Spinner /> {fa.syncing}
    </p>
  );
}
