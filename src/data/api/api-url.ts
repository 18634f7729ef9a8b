import { apiConfig } from "./config";

/**
 * A link the server sent as a path on its own origin (an uploaded picture `/uploads/x.webp`, the
 * sandbox gateway's page) made usable from the app, whose API may live elsewhere
 * (VITE_API_BASE_URL). Absolute URLs, and everything else, pass unchanged.
 */
export function apiUrl(pathOrUrl: string, base: string = apiConfig.VITE_API_BASE_URL): string {
  if (!pathOrUrl.startsWith("/") || pathOrUrl.startsWith("//")) return pathOrUrl;
  return `${base.replace(/\/+$/, "")}${pathOrUrl}`;
}
