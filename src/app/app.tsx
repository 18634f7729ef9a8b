import { RouterProvider } from "react-router";
import type { UserSyncs } from "./user-syncs";
import { createAppRouter } from "./router";
import { UserSyncsContext } from "./user-syncs-context";

const router = createAppRouter();

/** `syncs`: the holder of the signed-in user's sync object, made with the app (main.tsx). */
export function App({ syncs }: { syncs: UserSyncs }) {
  return (
    <UserSyncsContext value={syncs}>
      <RouterProvider router={router} />
    </UserSyncsContext>
  );
}
