import { useLoaderData } from "react-router";
import { api } from "../../data/api/api";
import { loadOnline } from "../../data/api/load-online";
import { fa } from "../../i18n/fa";
import { ButtonLink } from "../../ui/button-link";
import { EmptyState } from "../../ui/empty-state";
import { FactorCard } from "./factor-card";
import { StoreOffline } from "./store-offline";
import { SUBSCRIPTIONS_PATH } from "../../shared/route-paths";

/** The learner's payment factors, from the live API. */
export function historyLoader() {
  return loadOnline(async () => ({ factors: (await api.factors()).data }));
}

/** /subscription/history: one card per factor, or an empty state with a way to buy. */
export function HistoryScreen() {
  const loaded = useLoaderData<typeof historyLoader>();
  if (loaded.offline) return <StoreOffline backTo="/profile" />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{fa.storeHistoryTitle}</h1>
      {loaded.factors.length === 0 ? (
        <EmptyState
          title={fa.storeHistoryEmptyTitle}
          text={fa.storeHistoryEmptyText}
          action={<ButtonLink to={SUBSCRIPTIONS_PATH}>{fa.profileBuySubscription}</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {loaded.factors.map((factor) => (
            <li key={factor.id}>
              <FactorCard factor={factor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
