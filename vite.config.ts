import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.VAJEH_API_URL ?? "http://127.0.0.1:8080";

// The PWA lives under /v1/. The service worker is our own program (sw/sw.ts), built by
// vite-plugin-pwa's injectManifest into dist/sw.js with the precache manifest injected.
export default defineConfig({
  base: "/v1/",
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,woff2,svg,png,webmanifest}"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      "/api": apiTarget,
      // Only bare /auth/... is the API's; the app's own /v1/auth/... routes are not proxied.
      "/auth/": apiTarget,
      "/media": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
