/** What the global setup tells the journeys: where the server is and its data directory. */
export function e2eEnv(): { baseUrl: string; dataDir: string } {
  const baseUrl = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!baseUrl || !dataDir)
    throw new Error("E2E_BASE_URL / E2E_DATA_DIR are not set: run through playwright.config.ts");
  return { baseUrl, dataDir };
}

export const appUrl = (path = "/") => `${e2eEnv().baseUrl}/v1${path}`;
