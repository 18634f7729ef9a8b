/** The app's frame: menu, header, bottom navigation. */
export const layoutMessages = {
  // layout
  menuTitle: "منو",
  menuBuySubscription: "خرید اشتراک",
  menuSubscriptionHistory: "تاریخچهٔ اشتراک",
  menuInvite: "دعوت از دوستان",
  menuReviewWords: "مرور واژه‌ها",
  menuLogout: "خروج از حساب",
  close: "بستن",
  localDataUnavailable: "داده‌های این دستگاه باز نشد؛ کمی بعد دوباره تلاش می‌کنیم.",
} as const;
