/**
 * Test helpers for the store feature (imported by its *.test.tsx files only): fixtures in the
 * contract's shapes and the store routes in a memory router with stub pages to land on. Each test
 * file mocks `../../data/api/api` (and the sync and session modules) itself, since vi.mock is per file.
 */
import { act, render } from "@testing-library/react";
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useParams,
  useRouteError,
} from "react-router";
import { toast } from "react-toastify";
import type { Settings } from "../../contract/content";
import type { Cart, Factor, License } from "../../contract/store";
import { AppToastContainer } from "../../ui";
import { PaymentFailedNotice } from "../../ui/payment-failed-notice";
import { storeRoutes } from "./routes";

export const LICENSES: License[] = [
  { id: "l1", name: "اشتراک یک‌ماهه", price: 120000, expiry_time: 1, expiry_time_type: "month" },
  { id: "l2", name: "اشتراک یک‌ساله", price: 990000, expiry_time: 1, expiry_time_type: "year" },
];

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

function StubError() {
  const error = useRouteError();
  return (
    <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : "error"}</p>
  );
}

function GiftStub() {
  return <p>gift page {useParams().gateway}</p>;
}

/**
 * The store routes in a memory router, with stub pages for home (with the failed-payment notice, as
 * the real home has), profile and gift, and the toasts.
 */
export function renderStore(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        ErrorBoundary: StubError,
        children: [
          {
            index: true,
            element: (
              <>
                <p>home page</p>
                <PaymentFailedNotice />
              </>
            ),
          },
          { path: "profile", element: <p>profile page</p> },
          { path: "gift/:gateway", Component: GiftStub },
          ...storeRoutes,
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <AppToastContainer />
    </>,
  );
  return router;
}

export function dismissToasts(): void {
  act(() => toast.dismiss());
}
