import { RouterProvider } from "react-router";
import type { UserSyncs } from "./user-syncs";
import type { AppRouter } from "./router";
import { UserSyncsContext } from "./user-syncs-context";

/**
 * `syncs`: the holder of the signed-in user's sync object, made with the app (main.tsx).
 * `router`: made by main.tsx in a task of its own, after the entry's modules have run.
 */
export function App({ syncs, router }: { syncs: UserSyncs; router: AppRouter }) {
  return (
    <UserSyncsContext value={syncs}>
      <RouterProvider router={router} />
    </UserSyncsContext>
  );
}
