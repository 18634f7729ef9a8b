/**
 * Test helpers for the review feature (its *.test.tsx files only): the device's tables emptied and
 * the review routes in a memory router.
 */
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { db } from "../../data/db/db";
import { AppToastContainer } from "../../ui/toast-container";
import { reviewRoutes } from "./routes";

export async function clearReviewDb(): Promise<void> {
  await Promise.all([
    db.words.clear(),
    db.bookmarks.clear(),
    db.meta.clear(),
    db.reviewCards.clear(),
    db.reviewLogs.clear(),
    db.outbox.clear(),
  ]);
}

export function renderReview(path: string) {
  const router = createMemoryRouter([{ path: "/", element: <p>home</p> }, ...reviewRoutes], {
    initialEntries: [path],
  });
  const view = render(
    <>
      <RouterProvider router={router} />
      <AppToastContainer />
    </>,
  );
  return { router, ...view };
}
