/** Store answers in the contract's shapes, for the store and gift tests. */
import type { Settings } from "../../contract/content";
import type { Cart } from "../../contract/store";

/** A cart holding one plan. */
export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    products: [{ name: "اشتراک سه‌ماهه", price: 300000, expiry_time: 3, expiry_time_type: "month" }],
    total_price: 300000,
    total_discount: 0,
    total_price_with_discount: 300000,
    total_final_price: 300000,
    total_final_price_in_point: 3000,
    discount_code: null,
    ...overrides,
  };
}

export function settings(
  gateways: Record<string, string> = { sandbox: "درگاه آزمایشی", points: "پرداخت با امتیاز" },
): Settings {
  return {
    configs: {
      LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_IMAGE_USER_BEFORE_START_EXAM: null,
    },
    gateways,
  };
}
