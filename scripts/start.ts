import { ensureBuild } from "./ensure-build.js";

// `npm start`: build the PWA if it is missing or stale, then run the server on one port.
ensureBuild();
await import("../server/src/server.js");
