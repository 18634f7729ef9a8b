import { type To, useRevalidator } from "react-router";
import { fa } from "../../i18n/fa";
import { OfflineNotice } from "../../ui/offline-notice";

/** A store screen without a connection: it says buying needs one, with retry and a way back. */
export function StoreOffline({ backTo }: { backTo?: To }) {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center font-medium text-neutral-700">{fa.storeNeedsConnection}</p>
      <OfflineNotice
        onRetry={() => void revalidator.revalidate()}
        {...(backTo !== undefined ? { backTo } : {})}
      />
    </div>
  );
}
