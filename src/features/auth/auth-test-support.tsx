/**
 * Test helpers for the auth feature (imported by its *.test.tsx files only): the guest auth routes in
 * a memory router, with a stub home and the toasts. Each test file mocks the API itself.
 */
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "react-toastify";
import { AppToastContainer } from "../../ui";
import { followScreens } from "../../ui/toast-screens";
import { guestAuthRoutes } from "./routes";

export function renderAuth(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        children: [{ index: true, element: <p>home page</p> }, ...guestAuthRoutes],
      },
    ],
    { initialEntries: [initialPath] },
  );
  // As the app's router does: leaving a screen dismisses its toasts.
  followScreens(router);
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
