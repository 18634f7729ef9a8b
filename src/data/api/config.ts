import { z } from "zod";

const envSchema = z.object({
  /** Where the API lives; empty means the same origin as the app (the default). */
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^https?:\/\//.test(v), "VITE_API_BASE_URL must be empty or an http(s) URL"),
});

/** The app's configuration, parsed once from Vite's environment. */
export const apiConfig = envSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL ?? undefined,
});
