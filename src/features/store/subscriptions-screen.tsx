import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router";
import type { License } from "../../contract/store";
import { api } from "../../data/api/api";
import { loadOnline } from "../../data/api/load-online";
import { formatDuration, formatToman } from "../../domain/money";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { EmptyState } from "../../ui/empty-state";
import { notify, TOAST_IDS } from "../../ui/toasts";
import { BUY_PATH } from "../../shared/route-paths";
import { StoreOffline } from "./store-offline";

/** The subscriptions for sale, from the live API. */
export function subscriptionsLoader() {
  return loadOnline(async () => ({ licenses: (await api.licenses()).data }));
}

/** /subscription: each subscription with its name, length and price; choosing one puts it in the cart. */
export function SubscriptionsScreen() {
  const loaded = useLoaderData<typeof subscriptionsLoader>();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string | null>(null);

  if (loaded.offline) return <StoreOffline backTo="/" />;

  async function choose(license: License) {
    setChoosing(license.id);
    const toast = notify.pending(fa.storeAddingToCart, { id: TOAST_IDS.modifyCart });
    try {
      await api.cartModify(license.id);
    } catch (error) {
      toast.error(describeError(error));
      setChoosing(null);
      return;
    }
    toast.dismiss();
    void navigate(BUY_PATH);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fa.storeSubscriptionsTitle}</h1>
        <p className="text-sm leading-7 text-neutral-600">{fa.storeSubscriptionsIntro}</p>
      </div>
      {loaded.licenses.length === 0 ? (
        <EmptyState title={fa.storeNoLicenses} />
      ) : (
        <ul className="flex flex-col gap-3">
          {loaded.licenses.map((license) => (
            <li key={license.id}>
              <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-bold" dir="auto">
                    {license.name}
                  </h2>
                  <span className="shrink-0 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
                    {formatDuration(license.expiry_time, license.expiry_time_type)}
                  </span>
                </div>
                <p className="text-xl font-bold text-neutral-900">{formatToman(license.price)}</p>
                <Button
                  fullWidth
                  loading={choosing === license.id}
                  disabled={choosing !== null}
                  onClick={() => void choose(license)}
                  aria-label={`${fa.storeChoose}: ${license.name}`}
                >
                  {fa.storeChoose}
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
