/** The shell: navigation, loading, offline and the error texts for AppError codes. */
export const uiMessages = {
  appName: "واژه",
  processing: "در حال پردازش",
  genericError: "خطایی رخ داده است",

  // ui
  check: "Überprüfung",
  next: "weiter",
  back: "بازگشت",
  menu: "منو",
  points: "امتیاز",
  mainNavigation: "پیمایش اصلی",
  navHome: "خانه",
  navWords: "واژه‌ها",
  navProfile: "پروفایل",
  showPassword: "نمایش رمز عبور",
  pinLabel: "کد تأیید",
  timeRemaining: "زمان باقی‌مانده",
  loading: "در حال بارگذاری",
  pageLoading: "در حال بارگذاری صفحه",
  notifications: "اعلان‌ها",
  offlineTitle: "برای این بخش به اینترنت نیاز دارید",
  offlineText: "به اینترنت وصل شوید و دوباره تلاش کنید.",
  retry: "تلاش دوباره",

  // errors (AppError codes)
  errorOffline: "اتصال به اینترنت برقرار نیست.",
  errorUnauthorized: "لطفاً دوباره وارد شوید.",
  errorNotFound: "پیدا نشد.",
  errorRateLimited: "تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.",
  errorQuota: "فضای ذخیره‌سازی دستگاه پر است؛ کمی فضا آزاد کنید و دوباره تلاش کنید.",
  errorStorage: "ذخیره‌سازی روی دستگاه ممکن نشد.",
  errorPageTitle: "مشکلی پیش آمد",
  backToHome: "بازگشت به خانه",
} as const;
