import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { registerServiceWorker } from "./app/service-worker";
import { startOutbox } from "./data/sync/outbox-runner";
import "./styles/app.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
registerServiceWorker();
// Writes waiting in the outbox go out whenever they can, on every screen (not only signed-in ones).
startOutbox();
