import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startOutboxWhileSignedIn } from "./app/outbox-starter";
import { registerServiceWorker } from "./app/service-worker";
import { sessionStore } from "./data/session/session-store";
import { UserSyncs } from "./app/user-syncs";
import "./styles/app.css";

// The signed-in user's sync object lives here, made with the app: a sign-out or another user's
// sign-in disposes it, and the next user starts with a fresh one (decision 022).
const syncs = new UserSyncs(sessionStore);
syncs.follow();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App syncs={syncs} />
    </StrictMode>,
  );
}
void registerServiceWorker();
// Writes waiting in the outbox go out while someone is signed in; the outbox (and Dexie) load
// only then, after the first paint, so a guest's pages never load them.
startOutboxWhileSignedIn(syncs);
