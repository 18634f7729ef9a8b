/**
 * Test helpers for the gift feature (imported by its *.test.tsx files only): the gift routes with
 * stub pages to land on, and the toasts. Each test file mocks the API itself.
 */
import { renderRoutes, stubPage } from "../../shared/test-support/render-routes";
import { giftRoutes } from "./routes";

export { dismissToasts } from "../../shared/test-support/render-routes";
export { cart, settings } from "../../shared/test-support/store-fixtures";

export function renderGift(initialPath: string) {
  return renderRoutes(
    [
      ...giftRoutes,
      stubPage("subscription", "subscriptions page"),
      stubPage("subscription/history", "history page"),
    ],
    initialPath,
  );
}
