/**
 * Where the API lives (VITE_API_BASE_URL): empty means the same origin as the app (the default);
 * otherwise an http(s) URL. Checked by hand rather than with zod: the entry loads this module, and
 * zod is not in the entry.
 */
export function parseApiBaseUrl(value: string | undefined): string {
  const url = (value ?? "").trim();
  if (url !== "" && !/^https?:\/\//.test(url)) {
    throw new Error("VITE_API_BASE_URL must be empty or an http(s) URL");
  }
  return url;
}

/** The app's configuration, parsed once from Vite's environment. */
export const apiConfig = {
  VITE_API_BASE_URL: parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL as string | undefined),
};
