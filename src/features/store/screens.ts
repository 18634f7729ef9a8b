// The store route family's chunk.
export { buyLoader } from "./buy-loader";
export { BuyScreen } from "./buy-screen";
export { HistoryScreen, historyLoader } from "./history-screen";
export { SubscriptionsScreen, subscriptionsLoader } from "./subscriptions-screen";
export { VerifyPaymentScreen, verifyPaymentLoader } from "./verify-payment-screen";
