export const SUBSCRIPTIONS_PATH = "/subscription";
export const BUY_PATH = "/subscription/buy";
export const HISTORY_PATH = "/subscription/history";

/** The gift page for a gateway (the gift feature's route). */
export const giftPath = (gateway: string) => `/gift/${encodeURIComponent(gateway)}`;
