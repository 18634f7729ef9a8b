import { redirect } from "react-router";
import { api } from "../../data/api/api";
import { loadOnline } from "../../data/api/load-online";
import { SUBSCRIPTIONS_PATH } from "../../shared/route-paths";

export type Gateway = { key: string; label: string };

/**
 * The cart and the payment methods (settings' gateways), from the live API. An empty cart, or no
 * way to pay, sends the learner back to the subscriptions. The optional `licenseId` of the route
 * is accepted for links that carry it; the cart itself is filled on /subscription.
 */
export async function buyLoader() {
  const loaded = await loadOnline(async () => {
    const [cart, settings] = await Promise.all([api.cartItems(), api.settings()]);
    const gateways: Gateway[] = Object.entries(settings.data.gateways).map(([key, label]) => ({
      key,
      label,
    }));
    return { cart: cart.data, gateways };
  });
  if (!loaded.offline && (loaded.cart.products.length === 0 || loaded.gateways.length === 0)) {
    throw redirect(SUBSCRIPTIONS_PATH);
  }
  return loaded;
}
