import type { DiscountProblem } from "../../services/cart.js";

/** The store's and payments' messages for users (Persian). */
export const storeMessages = {
  licenseNotFound: "اشتراک یافت نشد.",
  emptyCart: "سبد خرید شما خالی است. ابتدا یک اشتراک انتخاب کنید.",
  discountUnknown: "کد تخفیف معتبر نیست.",
  discountExpired: "مهلت استفاده از این کد تخفیف تمام شده است.",
  discountUsedUp: "ظرفیت استفاده از این کد تخفیف تکمیل شده است.",
  unknownGateway: "این روش پرداخت در دسترس نیست.",
  notEnoughPoints: "امتیاز شما برای این خرید کافی نیست.",
  giftNotVerified: "ابتدا شمارهٔ گیرنده را تأیید کنید",
  gatewayUnavailable: "ارتباط با درگاه پرداخت برقرار نشد. کمی بعد دوباره تلاش کنید.",
  factorNotFound: "سفارش یافت نشد.",
} as const;

/** Why a discount code cannot be used, as the user reads it. */
export const PROBLEM_MESSAGES: Record<DiscountProblem, string> = {
  unknown: storeMessages.discountUnknown,
  expired: storeMessages.discountExpired,
  "used-up": storeMessages.discountUsedUp,
};
