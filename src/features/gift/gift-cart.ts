import { redirect } from "react-router";
import type { Cart } from "../../contract/store";
import { api } from "../../data/api/api";
import { loadOnline } from "../../data/api/load-online";
import { giftPath } from "../../shared/route-paths";

/** The cart (what would be gifted) and the payment methods' keys, from the live API. */
export function loadGiftCart() {
  return loadOnline(async (): Promise<{ cart: Cart; gateways: string[] }> => {
    const [cart, settings] = await Promise.all([api.cartItems(), api.settings()]);
    return { cart: cart.data, gateways: Object.keys(settings.data.gateways) };
  });
}

/**
 * /gift/{gateway?}: what is gifted (the cart). Opened without a gateway (the profile's link) while
 * the cart holds a plan, it continues with the first payment method, as the cart page preselects it;
 * with an empty cart the page says to choose a plan first.
 */
export async function giftMobileLoader({ params }: { params: { gateway?: string } }) {
  const loaded = await loadGiftCart();
  const gateway = params.gateway?.trim() ?? "";
  const first = loaded.offline ? undefined : loaded.gateways[0];
  if (!gateway && !loaded.offline && loaded.cart.products.length > 0 && first) {
    throw redirect(giftPath(first));
  }
  return loaded;
}
