import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startOutboxWhileSignedIn } from "./app/outbox-starter";
import { registerServiceWorker } from "./app/service-worker";
import "./styles/app.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void registerServiceWorker();
// Writes waiting in the outbox go out while someone is signed in; the outbox (and Dexie) load
// only then, after the first paint, so a guest's pages never load them.
startOutboxWhileSignedIn();
