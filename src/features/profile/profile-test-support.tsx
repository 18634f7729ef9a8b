/**
 * Test helpers for the profile feature (imported by its *.test.tsx files only): a signed-in user's
 * claims and the profile routes in a memory router, with the toasts. Each test file mocks the API
 * and the session modules itself, since vi.mock is per file.
 */
import type { SessionUser } from "../../data/session/claims";
import { renderRoutes, stubPage } from "../../shared/test-support/render-routes";
import { profileRoutes } from "./routes";

export const USER: SessionUser = {
  sub: "u1",
  mobile: "09121234567",
  given_name: "سارا",
  family_name: "رضایی",
  email: "sara@example.test",
  picture: "/uploads/sara.webp",
  city: "تهران",
  qualification: "کارشناسی",
  point: 12,
  has_password: true,
  iat: 1,
  exp: 9_999_999_999,
  jti: "t1",
};

/** The profile routes, with stub pages for where their links lead, and the toasts. */
export function renderProfile(initialPath: string) {
  return renderRoutes([...profileRoutes, stubPage("subscription", "subscriptions page")], initialPath, {
    followScreens: true,
  });
}

export { dismissToasts } from "../../shared/test-support/render-routes";
