// The gift route family's chunk.
export { GiftCodeScreen, giftCodeLoader } from "./gift-code-screen";
export { GiftMobileScreen } from "./gift-mobile-screen";
export { giftMobileLoader } from "./gift-cart";
