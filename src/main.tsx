import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startOutboxWhileSignedIn } from "./app/outbox-starter";
import { startDeviceForFirstPaint, type StartingRouter } from "./app/device-hold";
import { createAppRouter } from "./app/router";
import { registerServiceWorker } from "./app/service-worker";
import { readToken } from "./data/api/token-store";
import { yieldToMain } from "./data/api/yield-to-main";
import { sessionStore } from "./data/session/session-store";
import { UserSyncs } from "./app/user-syncs";
import "./styles/app.css";

// The signed-in user's sync object lives here, made with the app: a sign-out or another user's
// sign-in disposes it, and the next user starts with a fresh one (decision 022).
const syncs = new UserSyncs(sessionStore);
syncs.follow();

// A learner's device loads its database's code now, or, on a new device whose first screen paints
// from the answers in hand, after that paint (decision 049).
let routerMade: (router: StartingRouter) => void = () => undefined;
startDeviceForFirstPaint(new Promise((resolve) => (routerMade = resolve)), readToken() !== null);

/**
 * The start-up runs in three tasks, not one (decision 040): the entry's modules, then the router
 * (its route table and first navigation), then React's first render. The page already shows the
 * shell's loading view or snapshot meanwhile; a tap or a frame can come between the pieces. The
 * render itself stays synchronous: RouterProvider reads the router's state when it renders and
 * subscribes when it commits, so a render sliced over several tasks (a transition) could miss a
 * navigation that ended in between and stay on the loading view.
 */
async function start(container: HTMLElement): Promise<void> {
  await yieldToMain();
  const router = createAppRouter();
  routerMade(router);
  await yieldToMain();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App syncs={syncs} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (container) void start(container);
void registerServiceWorker();
// Writes waiting in the outbox go out while someone is signed in; the outbox (and Dexie) load
// only then, after the first paint, so a guest's pages never load them.
startOutboxWhileSignedIn(syncs);
