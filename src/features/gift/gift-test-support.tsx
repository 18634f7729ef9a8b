/**
 * Test helpers for the gift feature (imported by its *.test.tsx files only): the gift routes in a
 * memory router with stub pages to land on, and the toasts. Each test file mocks the API itself.
 */
import { act, render } from "@testing-library/react";
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from "react-router";
import { toast } from "react-toastify";
import type { Settings } from "../../contract/content";
import type { Cart } from "../../contract/store";
import { AppToastContainer } from "../../ui";
import { giftRoutes } from "./routes";

function StubError() {
  const error = useRouteError();
  return (
    <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : "error"}</p>
  );
}

export function renderGift(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        ErrorBoundary: StubError,
        children: [
          ...giftRoutes,
          { path: "subscription", element: <p>subscriptions page</p> },
          { path: "subscription/history", element: <p>history page</p> },
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

/** A cart holding one plan, in the contract's shape (what the gift pages show). */
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

export function settings(): Settings {
  return {
    configs: {
      LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_IMAGE_USER_BEFORE_START_EXAM: null,
    },
    gateways: { sandbox: "درگاه آزمایشی", points: "پرداخت با امتیاز" },
  };
}

export function dismissToasts(): void {
  act(() => toast.dismiss());
}
