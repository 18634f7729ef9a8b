/**
 * Test helpers for the gift feature (imported by its *.test.tsx files only): the gift routes in a
 * memory router with stub pages to land on, and the toasts. Each test file mocks the API itself.
 */
import { act, render } from "@testing-library/react";
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from "react-router";
import { toast } from "react-toastify";
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

export function dismissToasts(): void {
  act(() => toast.dismiss());
}
