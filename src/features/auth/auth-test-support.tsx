/**
 * Test helpers for the auth feature (imported by its *.test.tsx files only): the guest auth routes
 * with a stub home, and the toasts. Each test file mocks the API itself.
 */
import { renderRoutes, stubPage } from "../../shared/test-support/render-routes";
import { guestAuthRoutes } from "./routes";

export { dismissToasts } from "../../shared/test-support/render-routes";

export function renderAuth(initialPath: string) {
  return renderRoutes([stubPage(undefined, "home page"), ...guestAuthRoutes], initialPath, {
    followScreens: true,
  });
}
