/**
 * Test helpers for the store feature (imported by its *.test.tsx files only): fixtures in the
 * contract's shapes and the store routes in a memory router with stub pages to land on. Each test
 * file mocks `../../data/api/api` (and the sync and session modules) itself, since vi.mock is per file.
 */
import { useParams } from "react-router";
import type { Factor, License } from "../../contract/store";
import { renderRoutes, stubPage } from "../../shared/test-support/render-routes";
import { PaymentFailedNotice } from "../../ui/payment-failed-notice";
import { storeRoutes } from "./routes";

export { dismissToasts } from "../../shared/test-support/render-routes";
export { cart, settings } from "../../shared/test-support/store-fixtures";

export const LICENSES: License[] = [
  { id: "l1", name: "اشتراک یک‌ماهه", price: 120000, expiry_time: 1, expiry_time_type: "month" },
  { id: "l2", name: "اشتراک یک‌ساله", price: 990000, expiry_time: 1, expiry_time_type: "year" },
];

export function factor(overrides: Partial<Factor> = {}): Factor {
  return {
    id: "f1",
    no: "1024",
    orders: [{ name: "اشتراک یک‌ماهه" }],
    created_at: { date: "2025-03-21T08:00:00.000Z" },
    expiry_at: { date: "2025-04-20T08:00:00.000Z" },
    phone: "09121234567",
    final_price: 120000,
    status: "paid",
    ...overrides,
  };
}

function GiftStub() {
  return <p>gift page {useParams().gateway}</p>;
}

/**
 * The store routes in a memory router, with stub pages for home (with the failed-payment notice, as
 * the real home has), profile and gift, and the toasts.
 */
export function renderStore(initialPath: string) {
  return renderRoutes(
    [
      {
        index: true,
        element: (
          <>
            <p>home page</p>
            <PaymentFailedNotice />
          </>
        ),
      },
      stubPage("profile", "profile page"),
      { path: "gift/:gateway", Component: GiftStub },
      ...storeRoutes,
    ],
    initialPath,
  );
}
